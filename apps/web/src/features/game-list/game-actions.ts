import type { GameListItem } from '@hanpan/core';
import { isApiError } from '@/lib/api-client';

/** Spec §8 apply and cancel messages. */
export const gameActionMessages = {
  applied: '신청했어요',
  applyFailed: '신청에 실패했습니다.',
  cancelled: '신청을 취소했어요',
  cancelFailed: '취소에 실패했습니다.',
  inviteFailed: '복사에 실패했습니다!',
} as const;

export interface ActionBarState {
  /** The main button: apply, cancel my application, or none (my own game). */
  apply: 'apply' | 'cancel' | null;
  /** Message the owner (never myself: spec §6 "cannot DM themselves"). */
  message: boolean;
  /** Report from the more menu (not my own game). */
  report: boolean;
}

/** What the bottom action bar offers for the selected game. */
export function actionBarState(
  game: Pick<GameListItem, 'ownerId' | 'isAppliedByMe'>,
  myUserId: number | null,
): ActionBarState {
  const mine = myUserId !== null && game.ownerId === myUserId;
  if (mine) return { apply: null, message: false, report: false };
  return { apply: game.isAppliedByMe ? 'cancel' : 'apply', message: true, report: true };
}

/** Spec §8: the server's message when it answered with one, else the quoted fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
