import { describe, expect, it } from 'vitest';
import { parseProfileId, profileFacts, regionLastWord } from './profile-facts';

describe('profile facts', () => {
  it('shows only the last word of the region', () => {
    expect(regionLastWord('서울 강남구')).toBe('강남구');
    expect(regionLastWord('경기 수원시 영통구')).toBe('영통구');
    expect(regionLastWord(null)).toBeNull();
    expect(regionLastWord('  ')).toBeNull();
  });

  it('lists age, gender and place the player has given, in that order; a hidden gender is 비공개', () => {
    expect(profileFacts({ age: 27, gender: 'F', region: '대전 유성구' })).toEqual(['27세', '여성', '유성구']);
    expect(profileFacts({ age: null, gender: null, region: null })).toEqual(['비공개']);
  });

  it('reads only whole numbers as profile ids', () => {
    expect(parseProfileId('0')).toBe(0);
    expect(parseProfileId('42')).toBe(42);
    expect(parseProfileId('abc')).toBeNull();
    expect(parseProfileId('-1')).toBeNull();
    expect(parseProfileId('1.5')).toBeNull();
  });
});
