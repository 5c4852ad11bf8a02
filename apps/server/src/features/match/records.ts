import {
  DELETED_USER_NICKNAME,
  winRateOf,
  type PlayerRecord,
  type RecentGame,
  type TopRuleCard,
} from '@hanpan/core';
import { and, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { presentRuleSummary } from '../games/index.ts';
import { visibleToViewer, type Viewer } from '../reports/index.ts';
import * as queries from './records.queries.ts';

/** How many of the latest games a profile lists (the card strip and the `?id=` scroll target). */
export const RECENT_GAMES_SHOWN = 10;
/** The start rating of a rule's ranking (issue 19 item 3), shown until a rating exists. */
const START_RATING = 1500;

const NO_RECORD: PlayerRecord = {
  stats: { wins: 0, draws: 0, losses: 0, winRate: 0 },
  totalPlayers: 0,
  playTime: 0,
  top3Rules: [],
  playedRules: [],
  recentGames: [],
};

/**
 * A player's place in a rule's ranking, for the top rule cards: the ratings feature answers it
 * (app.ts hands `ratings.service.standingsOf` in; match never imports ratings).
 */
export type RuleStandings = (
  db: Db,
  playerId: number,
  ruleIds: readonly number[],
) => Promise<ReadonlyMap<number, { rating: number; myRank: number; totalPlayers: number }>>;

function outcomeOf(winnerIdx: number, side: number): RecentGame['result'] {
  if (winnerIdx === 0) return 'draw';
  return winnerIdx === side ? 'win' : 'loss';
}

/** Blocks either way with the viewer, and games an admin hid (but for their owner and admins). */
function visibleTo(viewer: { userId: number | Placeholder; isAdmin: boolean }) {
  return (game: { id: SQLWrapper; ownerId: SQLWrapper; opponentId: SQL }) =>
    and(
      notBlockedWith(viewer.userId, game.opponentId),
      visibleToViewer('GAME', game.id, game.ownerId, viewer),
    )!;
}

/**
 * The player's record as one JSON column of the profile's statement (issue 17: the totals and the
 * latest games were round trips beside it), for `profileRecordOf`'s `brought`; with `standing`
 * the top rule cards' places come too. The viewer's id may be a placeholder of the caller's
 * prepared statement; whether they are an admin picks the filter.
 */
export function profileRecordSql(
  playerId: SQLWrapper,
  viewer: { userId: number | Placeholder; isAdmin: boolean },
  /** The ratings feature's standing of a player in a rule (via app.ts): the top rule cards' places. */
  standing?: queries.RuleStandingSql,
): SQL<queries.ProfileRecordJson> {
  return queries.profileRecordJsonSql(playerId, RECENT_GAMES_SHOWN, visibleTo(viewer), standing);
}

/**
 * `profileRecordSql` written as the wire's JSON text (issue 17; records.queries.ts,
 * `profileRecordTextSql`): the profile's statement puts its four parts in the answer.
 */
export function profileRecordTextSql(
  playerId: SQLWrapper,
  viewer: { userId: number | Placeholder; isAdmin: boolean },
  standing: queries.RuleStandingSql,
): SQL<string[]> {
  return queries.profileRecordTextSql(
    playerId,
    RECENT_GAMES_SHOWN,
    visibleTo(viewer),
    standing,
    START_RATING,
  );
}

/**
 * The profile's record of `playerId` as `viewerId` sees it (decision 027): totals, minutes played,
 * different opponents, rules played (most recent first), the three most played rules with their
 * ranking place, and the latest games. Games against a player blocked either way with the viewer,
 * and games an admin hid, still count in the totals but leave the list of latest games
 * (CONVENTIONS.md, blocks and hidden items).
 */
export function createPlayerRecords({
  storage,
  ruleStandings,
}: {
  storage: FileStorage;
  ruleStandings: RuleStandings;
}) {
  /**
   * `brought` is what `profileRecordSql` brought in the caller's statement (the profile's, issue
   * 17): then the record costs no statement here but the top rules' standings. Without it (a
   * caller that has no statement of its own) the totals and the latest games are read here.
   */
  async function profileRecordOf(
    db: Db,
    playerId: number,
    viewer: Viewer,
    brought?: queries.ProfileRecordJson,
  ): Promise<PlayerRecord> {
    const grouped: queries.RuleTotalRow[] = brought
      ? brought.totals.map((row) => ({ ...row, lastPlayedAt: new Date(row.lastPlayedAt) }))
      : await queries.listRuleTotals(db, playerId);
    const overall = grouped.find((row) => row.ruleId === null);
    const totals = grouped.flatMap((row) => (row.ruleId === null ? [] : [{ ...row, ruleId: row.ruleId }]));
    if (!overall || totals.length === 0) return NO_RECORD;

    // Most played first; the more recent one wins a tie, then the lower rule id (stable).
    const top = [...totals]
      .sort(
        (a, b) =>
          b.games - a.games || b.lastPlayedAt.getTime() - a.lastPlayedAt.getTime() || a.ruleId - b.ruleId,
      )
      .slice(0, 3);
    const [recent, standings] = await Promise.all([
      brought
        ? brought.recentGames.map((row) => ({ ...row, completedAt: new Date(row.completedAt) }))
        : queries
            .listRecentGames(db, playerId, RECENT_GAMES_SHOWN, visibleTo(viewer))
            .then((rows) => rows.map(({ rule, ...row }) => ({ ...row, ruleTitle: rule?.ruleTitle ?? null }))),
      // The statement marked its three most played rules (this order, to the millisecond) with
      // their standings; without the ratings' fragment they are asked for here. Rounded as
      // `standingsOf` rounds them.
      top.every((row) => row.top)
        ? new Map(
            top.flatMap(({ ruleId, standing }) =>
              standing
                ? [
                    [
                      ruleId,
                      {
                        rating: Math.round(standing.rating),
                        myRank: standing.myRank,
                        totalPlayers: standing.totalPlayers,
                      },
                    ] as const,
                  ]
                : [],
            ),
          )
        : ruleStandings(
            db,
            playerId,
            top.map((row) => row.ruleId),
          ),
    ]);

    const wins = overall.wins;
    const draws = overall.draws;
    const losses = overall.games - wins - draws;

    const playedRules = [...totals]
      .sort((a, b) => b.lastPlayedAt.getTime() - a.lastPlayedAt.getTime() || a.ruleId - b.ruleId)
      .flatMap(({ ruleId, rule }) => {
        if (!rule) return [];
        const summary = presentRuleSummary(rule);
        return [
          {
            id: ruleId,
            ruleTitle: summary.ruleTitle,
            majorCategory: summary.majorCategory,
            minorCategory: summary.minorCategory,
            ruleDescription: summary.ruleDescription,
          },
        ];
      });

    const top3Rules = top.flatMap(({ ruleId, rule, games }): TopRuleCard[] => {
      if (!rule) return [];
      const standing = standings.get(ruleId);
      return [
        {
          ruleId,
          ruleTitle: rule.ruleTitle,
          minorCategory: rule.minorCategory,
          rating: standing?.rating ?? START_RATING,
          playCount: games,
          myRank: standing?.myRank ?? 1,
          totalPlayers: standing?.totalPlayers ?? 1,
        },
      ];
    });

    const recentGames = recent.map((row): RecentGame => {
      const mine = row.side === 1 ? row.user1SetCount : row.user2SetCount;
      const theirs = row.side === 1 ? row.user2SetCount : row.user1SetCount;
      return {
        gameId: row.gameId,
        result: outcomeOf(row.winnerIdx, row.side),
        myScore: mine,
        opponentScore: theirs,
        opponentNickname:
          !row.opponent || row.opponent.deletedAt ? DELETED_USER_NICKNAME : (row.opponent.nickname ?? ''),
        ruleTitle: row.ruleTitle ?? '',
        startPhotoUrl: row.startPhotoKey ? storage.publicUrl(row.startPhotoKey) : null,
        playedAt: row.completedAt.toISOString(),
      };
    });

    return {
      stats: { wins, draws, losses, winRate: winRateOf({ wins, draws, losses }) },
      totalPlayers: overall.opponents,
      playTime: Math.floor(overall.seconds / 60),
      top3Rules,
      playedRules,
      recentGames,
    };
  }

  return { profileRecordOf };
}

export type PlayerRecords = ReturnType<typeof createPlayerRecords>;
