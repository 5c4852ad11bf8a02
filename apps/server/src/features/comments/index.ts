import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps, ReportTargetPreview } from '../feature-deps.ts';
import { registerMultipart } from '../uploads/index.ts';
import { findUserCards } from '../users/index.ts';
import { isCommentVisibleTo } from './comment-access.ts';
import * as queries from './comments.queries.ts';
import { commentsRoutes } from './comments.routes.ts';
import { createCommentsService } from './comments.service.ts';

/**
 * Game comments (issue 11 §8): the tree with one level of replies, writing with a picture,
 * editing and soft-deleting your own, likes. Owns `game_comments` and `comment_likes`; reads games
 * only through games' index.ts. Comments are reportable (kind 'COMMENT', decision 014).
 */
export async function commentsFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await registerMultipart(app);
  deps.reportTargets.addKind({
    type: 'COMMENT',
    describe: describeCommentsForReports,
    isVisibleTo: isCommentVisibleTo,
  });
  const comments = createCommentsService({
    db: deps.db,
    storage: deps.storage,
    notifier: deps.notifier,
    log: app.log,
  });
  await app.register(commentsRoutes, { ...deps, comments });
}

/** The comment pictures' files to keep (features/uploads/orphan-sweep.ts). */
export const findReferencedCommentImageKeys = (db: Db, keys: string[]) =>
  queries.findReferencedImageKeys(db, keys);

/** Account deletion: their comments are emptied (threads stay), their likes and mentions go. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.forgetAuthor(tx, userId);
}

/** What the moderation queue shows of each reported comment among `ids` (deleted ones too). */
export async function describeCommentsForReports(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ReportTargetPreview>> {
  const rows = await queries.findComments(db, ids);
  const cards = new Map(
    (await findUserCards(db, [...new Set(rows.map((row) => row.authorId))])).map((card) => [card.id, card]),
  );
  return new Map(
    rows.map((row) => {
      const author = cards.get(row.authorId);
      return [
        row.id,
        {
          title: row.parentId === null ? '경기 댓글' : '경기 답글',
          text: row.deletedAt ? '(삭제된 댓글)' : row.content,
          authorId: row.authorId,
          authorNickname: author && !author.deletedAt ? (author.nickname ?? null) : null,
          url: `/games/${row.gameId}/comments`,
        },
      ];
    }),
  );
}

/** Live comments per game as the viewer sees them (the feed's commentCount, issue 20): one query. */
export { commentCountForViewerSql, visibleCommentCountSql } from './comments.queries.ts';
