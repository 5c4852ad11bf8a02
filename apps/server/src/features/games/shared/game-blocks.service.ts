import type { Db } from '../../../db/db.ts';
import type { NotificationInput, Notifier } from '../../feature-deps.ts';
import { findUserCards } from '../../users/index.ts';
import { endGameTiesOnBlock, type GameEndedByBlock } from './game-blocks.queries.ts';
import { listApplicantIds } from './game-lookups.queries.ts';
import { gameUrl, reopenedToWaiters } from './game-notices.ts';

/**
 * What the blocker is told about each game their block ended (issue 16 item 18): which game, and
 * whether it was cancelled or is looking for an opponent again. The blocked player is told nothing
 * (decision 015); their card only says the pairing ended.
 */
function toBlocker(ended: GameEndedByBlock, blockerId: number, nickname: string): NotificationInput {
  const own = ended.ownerId === blockerId;
  if (ended.outcome === 'CANCELED') {
    return {
      type: 'MY_GAME',
      title: '경기 취소',
      message: `${nickname}님을 차단해서 함께하기로 한 경기가 취소됐어요.`,
      // A game of the blocked player no longer shows to the blocker: the list, not the card.
      url: own ? gameUrl(ended.gameId) : '/game',
    };
  }
  return own
    ? {
        type: 'MY_GAME',
        title: '다시 매칭 중',
        message: `${nickname}님을 차단해서 승인이 취소됐어요. 경기가 다시 도전자를 찾고 있어요.`,
        url: gameUrl(ended.gameId),
      }
    : {
        type: 'MY_GAME',
        title: '신청 취소',
        message: `${nickname}님을 차단해서 ${nickname}님의 경기에 승인된 신청이 취소됐어요.`,
        url: '/game',
      };
}

/**
 * For blocks' onBlocked (app.ts): inside the block's transaction the pair's games are ended
 * (game-blocks.queries.ts); the answer runs after the commit and tells the blocker about each game,
 * and the challengers waiting on a reopened game that it is looking again (the notifier never
 * throws: the block stands whatever the delivery does).
 */
export function createGameTiesOnBlock({ db, notifier }: { db: Db; notifier: Notifier }) {
  return async function endGameTiesOf(tx: Db, blockerId: number, blockedId: number) {
    const ended = await endGameTiesOnBlock(tx, blockerId, blockedId);
    return async () => {
      if (ended.length === 0) return;
      const [card] = await findUserCards(db, [blockedId]);
      for (const game of ended) {
        await notifier.notify(blockerId, toBlocker(game, blockerId, card?.nickname ?? '상대'));
        if (game.outcome === 'REOPENED') {
          const waiting = await listApplicantIds(db, game.gameId, ['REQUESTED']);
          await notifier.notifyAll(waiting, reopenedToWaiters(game.gameId));
        }
      }
    };
  };
}
