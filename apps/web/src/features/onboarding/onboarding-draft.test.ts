import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, readDraft, resumeStep, writeDraft } from './onboarding-draft';

describe('resumeStep', () => {
  it('starts at the terms until they were accepted on this device', () => {
    expect(resumeStep(0, EMPTY_DRAFT)).toBe(0);
    expect(resumeStep(1, EMPTY_DRAFT)).toBe(0);
    expect(resumeStep(1, { ...EMPTY_DRAFT, termsAccepted: true })).toBe(1);
  });

  it('follows the server once the username is saved', () => {
    expect(resumeStep(3, EMPTY_DRAFT)).toBe(3);
    expect(resumeStep(5, { ...EMPTY_DRAFT, furthestStep: 8 })).toBe(5);
    expect(resumeStep(9, EMPTY_DRAFT)).toBe(9);
  });

  it('skips bio and affiliation kept in the draft for the step-8 save', () => {
    const draft = { ...EMPTY_DRAFT, bio: '주말마다 배드민턴', furthestStep: 8 };
    expect(resumeStep(6, draft)).toBe(8);
    expect(resumeStep(6, { ...draft, furthestStep: 7 })).toBe(7);
    expect(resumeStep(6, { ...draft, bio: '' })).toBe(6);
    expect(resumeStep(7, { ...EMPTY_DRAFT, furthestStep: 8 })).toBe(8);
  });
});

describe('draft storage', () => {
  it('keeps one draft per user', () => {
    writeDraft(1, { ...EMPTY_DRAFT, username: 'minjun' });
    expect(readDraft(1).username).toBe('minjun');
    expect(readDraft(2)).toEqual(EMPTY_DRAFT);
  });

  it('ignores a damaged draft', () => {
    localStorage.setItem('onboardingDraft:3', '{not json');
    expect(readDraft(3)).toEqual(EMPTY_DRAFT);
  });
});
