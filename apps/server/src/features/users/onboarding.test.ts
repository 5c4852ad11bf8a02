import { describe, expect, it } from 'vitest';
import { onboardingStepOf } from './onboarding.ts';

const done = {
  username: 'player1',
  nickname: '선수',
  age: 30,
  gender: 'M' as const,
  region: '서울 강남구',
  bio: '',
  affiliation: null,
  profilePictureKey: 'avatars/1/x-640.webp',
};

describe('onboardingStepOf', () => {
  it.each([
    [{ username: null }, 1],
    [{ nickname: null }, 2],
    [{ age: null }, 3],
    [{ gender: null }, 4],
    [{ region: null }, 5],
  ])('resumes at the first missing required step: %j → %i', (missing, step) => {
    expect(onboardingStepOf({ ...done, ...missing })).toBe(step);
  });

  it('counts age 0 as answered', () => {
    expect(onboardingStepOf({ ...done, age: 0 })).toBe(9);
  });

  it('asks for the bio until it is answered, an empty answer included', () => {
    const noPhoto = { ...done, profilePictureKey: null };
    expect(onboardingStepOf({ ...noPhoto, bio: null })).toBe(6);
    expect(onboardingStepOf({ ...noPhoto, bio: '', affiliation: null })).toBe(7);
    expect(onboardingStepOf({ ...noPhoto, bio: '', affiliation: '' })).toBe(8);
  });

  it('is done once the photo is saved, even if bio and affiliation were skipped', () => {
    expect(onboardingStepOf({ ...done, bio: null, affiliation: null })).toBe(9);
  });
});
