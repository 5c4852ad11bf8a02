import { DELETED_USER_NICKNAME } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import type { ReportTargetPreview } from '../../feature-deps.ts';
import { findRuleVersions } from '../../rules/index.ts';
import { findUserCards } from '../../users/index.ts';
import { findGamesByIds } from './game-lookups.queries.ts';
import { matchLocationOf } from './game-cards.presenter.ts';

/**
 * What the moderation queue shows of each reported game among `ids` (any state, deleted ones too:
 * staff judge what was shown). Players report games with POST /api/reports {targetType: 'GAME'};
 * a second report by the same player answers '신고 접수가 완료된 경기입니다.' (spec §8).
 */
export async function describeGamesForReports(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ReportTargetPreview>> {
  const rows = await findGamesByIds(db, ids);
  const [cards, rules] = await Promise.all([
    findUserCards(db, [...new Set(rows.map((row) => row.ownerId))]),
    findRuleVersions(
      db,
      rows.map((row) => ({ ruleId: row.ruleId, version: row.ruleVersion })),
    ),
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return new Map(
    rows.map((row) => {
      const owner = byId.get(row.ownerId);
      const rule = rules.get(`${row.ruleId}:${row.ruleVersion}`);
      return [
        row.id,
        {
          title: rule ? `${rule.ruleTitle} 경기` : `경기 ${row.id}`,
          text: [matchLocationOf(row) ?? '장소 미정', row.placeRoad === null ? row.placeDetail : '']
            .filter((part) => part.trim() !== '')
            .join(' · '),
          authorId: row.ownerId,
          authorNickname: !owner || owner.deletedAt ? DELETED_USER_NICKNAME : (owner.nickname ?? ''),
          // The feed pins the game on top (spec §2 Feed, ?gameId=).
          url: `/?gameId=${row.id}`,
        },
      ];
    }),
  );
}
