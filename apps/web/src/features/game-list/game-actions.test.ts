import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { actionBarState, failureText, gameActionMessages } from './game-actions';

describe('the action bar for the selected game', () => {
  it('offers apply, message and report on another player’s game', () => {
    expect(actionBarState({ ownerId: 5, isAppliedByMe: false }, 1)).toEqual({
      apply: 'apply',
      message: true,
      report: true,
    });
  });

  it('offers cancel once I applied', () => {
    expect(actionBarState({ ownerId: 5, isAppliedByMe: true }, 1).apply).toBe('cancel');
  });

  it('hides apply, message and report on my own game', () => {
    expect(actionBarState({ ownerId: 1, isAppliedByMe: false }, 1)).toEqual({
      apply: null,
      message: false,
      report: false,
    });
  });

  it('shows the server’s message, or the spec’s fallback when there is none', () => {
    const refused = new ApiError(409, 'game_already_applied', '이미 신청한 경기예요.');
    expect(failureText(refused, gameActionMessages.applyFailed)).toBe('이미 신청한 경기예요.');
    const broken = new ApiError(500, 'internal_error', '서버에 문제가 생겼어요.');
    expect(failureText(broken, gameActionMessages.applyFailed)).toBe('신청에 실패했습니다.');
    expect(failureText(new Error('offline'), gameActionMessages.cancelFailed)).toBe('취소에 실패했습니다.');
  });
});
