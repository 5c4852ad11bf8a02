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
  isGroupAccount: false,
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

  it('asks a player whose age was forgotten (under 14 before migration 0002) for it again', () => {
    expect(onboardingStepOf({ ...done, age: null })).toBe(3);
    expect(onboardingStepOf({ ...done, age: null, isGroupAccount: false })).toBe(3);
    expect(onboardingStepOf({ ...done, age: 14 })).toBe(9);
  });

  it('never asks a group account for an age or a gender', () => {
    const group = { ...done, isGroupAccount: true, age: null, gender: null };
    expect(onboardingStepOf(group)).toBe(9);
    expect(onboardingStepOf({ ...group, region: null })).toBe(5);
    expect(onboardingStepOf({ ...group, profilePictureKey: null, bio: null })).toBe(6);
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
