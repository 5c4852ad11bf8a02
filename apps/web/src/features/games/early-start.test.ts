import { describe, expect, it } from 'vitest';
import { earlyByText, earlyStartQuestion } from './early-start';

describe('the early start question', () => {
  const now = new Date('2026-11-27T06:29:00+09:00');

  it('says how early a 19:00 game is started at 06:29', () => {
    expect(earlyStartQuestion('2026-11-27T19:00:00+09:00', now)).toBe(
      '예정 시간보다 12시간 31분 일찍 시작하려고 해요. 지금 시작할까요?',
    );
  });

  it('asks nothing within 30 minutes, after the time, or without a time', () => {
    expect(earlyStartQuestion('2026-11-27T06:59:00+09:00', now)).toBeNull();
    expect(earlyStartQuestion('2026-11-27T05:00:00+09:00', now)).toBeNull();
    expect(earlyStartQuestion(null, now)).toBeNull();
    expect(earlyStartQuestion('2026-11-27T07:00:00+09:00', now)).toContain('31분');
  });

  it('words days and hours without zero parts', () => {
    expect(earlyByText(45)).toBe('45분');
    expect(earlyByText(120)).toBe('2시간');
    expect(earlyByText(2 * 24 * 60 + 3 * 60 + 15)).toBe('2일 3시간');
    expect(earlyByText(24 * 60 + 5)).toBe('1일');
  });
});
