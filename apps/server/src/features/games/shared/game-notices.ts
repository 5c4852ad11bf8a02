import type { NotificationInput } from '../../feature-deps.ts';

/** Where a game's notifications open: /game with that game's card highlighted. */
export const gameUrl = (gameId: number) => `/game?id=${gameId}`;

/**
 * To the challengers still waiting in line when a scheduled game looks for an opponent again (an
 * approval taken back, the opponent withdrawing, a block): the waitlist decision 018 describes.
 */
export function reopenedToWaiters(gameId: number): NotificationInput {
  return {
    type: 'MY_GAME',
    title: '다시 매칭 중',
    message: '신청한 경기가 다시 도전자를 찾고 있어요. 아직 대기 중이에요.',
    url: gameUrl(gameId),
  };
}
