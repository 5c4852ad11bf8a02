import {
  and,
  getTableColumns,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { preparedRows, rawStatement, type RowsExecutor } from '../../../db/prepared-rows.ts';
import type { Db } from '../../../db/db.ts';
import { qualifiedColumn } from '../../../db/qualified-column.ts';
import { gameApplications, games, type GameRow } from '../../../db/schema/index.ts';
import { blockRelatedIdsSql, notBlockedIn, notBlockedWith } from '../../blocks/index.ts';
import { visibleToViewer, visibleToViewerByFlag } from '../../reports/index.ts';
import { ruleVersionSummarySql, type RuleVersionSummaryJson } from '../../rules/index.ts';
import { userCardSql } from '../../users/index.ts';

/**
 * The feed's tiers that hold games (spec §4 "Feed order", decision 028; the feed feature's
 * feed-order.ts orders them and places the invitation card between the friends' and the others').
 */
export type FeedGameTier =
  'pinned' | 'friendsCompleted' | 'friendsUpcoming' | 'othersCompleted' | 'othersUpcoming' | 'userCompleted';

const TIER_NUMBERS: Record<FeedGameTier, number> = {
  pinned: 0,
  friendsCompleted: 1,
  friendsUpcoming: 2,
  othersCompleted: 3,
  othersUpcoming: 4,
  userCompleted: 5,
};
const TIER_NAMES = Object.fromEntries(
  Object.entries(TIER_NUMBERS).map(([name, n]) => [n, name as FeedGameTier]),
) as Record<number, FeedGameTier>;
const UPCOMING_TIERS = new Set<FeedGameTier>(['friendsUpcoming', 'othersUpcoming']);
/**
 * From this many friends on, the friends' completed tier walks the completed games instead of
 * reading per player (decision 038): at the bench's density the per-player reads of the bench
 * player's 21 (20 friends) cost 1.3 ms against the walk's 0.8.
 */
const CIRCLE_WALK_FROM = 8;

/** The friends' completed tier walks the completed games: the viewer had many friends last time. */
function walksCircle(query: FeedPageQuery): boolean {
  return query.friendCountHint !== null && query.friendCountHint >= CIRCLE_WALK_FROM;
}

export interface FeedPageQuery {
  viewer: { userId: number; isAdmin: boolean };
  /** The tiers to read in order, each from its start or after a cursor position. */
  reads: ReadonlyArray<{ tier: FeedGameTier; after: { at: string | null; id: number } | null }>;
  /** The pinned game (read by the 'pinned' tier, left out of every other). */
  pinnedId: number | null;
  /** The player of 'userCompleted'. */
  userId: number | null;
  /** The viewer's friends' ids as an array expression (friends' `friendIdsSql`). */
  friendIds: (viewerId: Placeholder) => SQL<number[]>;
  /**
   * What the viewer sees of a post (friend flags, likes, comments, champion…) as one text
   * column of the page statement, written by the feed from its owners' SQL fragments.
   */
  viewerText: ViewerTextColumn;
  /** Rows read in all: the page's size plus one (the card takes a place, one more says "more"). */
  limit: number;
  /**
   * How many friends the viewer had at their last page (`FeedPageStatementRow.friendCount`), null
   * when not known: from CIRCLE_WALK_FROM on, the friends' completed tier walks the completed games
   * instead of reading per player (decision 038). Either way the rows are the same.
   */
  friendCountHint: number | null;
  /** The single-post call's second look: everything but the admins' hiding (to answer content_hidden). */
  ignoreHidden?: boolean;
}

/** Columns of the page's game a post column may read (records, champions: issue 17's fragments; the viewer's blocks). */
export interface FeedGameColumns {
  ownerId: SQL;
  opponentId: SQL;
  ruleId: SQL;
  region: SQL;
  isFriendGame: SQL;
  status: SQL;
  /** The game's likes (games.like_count, kept by the likes' trigger, decision 035). */
  likeCount: SQL<number>;
  /** The game's comments anyone may see (games.comment_count, decision 035). */
  commentCount: SQL<number>;
  /** The viewer applied to the game (a request waiting or approved). */
  isAppliedByMe: SQL<boolean>;
  ownerIsFriend: SQL<boolean>;
  opponentIsFriend: SQL<boolean>;
  /** The viewer's blocks either way as an array (blocks' `blockRelatedIdsSql`), read once. */
  viewerBlockedIds: SQL<number[]>;
}

/** Other features' columns of a post, by name, from the game's id, the viewer and the game's columns. */
export type PostColumns = (gameId: SQL, viewerId: Placeholder, game: FeedGameColumns) => Record<string, SQL>;

/** What the viewer sees of a post as one text column (the feed writes it), from the same inputs. */
export type ViewerTextColumn = (gameId: SQL, viewerId: Placeholder, game: FeedGameColumns) => SQL<string>;

/**
 * A row of the page: the game's place in the feed, the version of its post (decision 034: the feed
 * caches the post's viewer-independent text by it) and what the viewer sees of it, as the text the
 * feed's `viewerText` column wrote.
 */
export interface FeedPageRow {
  /** The game's id (the feed's order works on it). */
  id: number;
  tier: FeedGameTier;
  /** The instant the tier orders by, as PostgreSQL's text (the cursor keeps its microseconds). */
  at: string | null;
  /** games.post_version: raised by every change of what the post shows (migration 0025). */
  postVersion: number;
  /** The viewer has at least one friend (which invitation card the feed shows). */
  viewerHasFriends: boolean;
  /** The `viewerText` column. */
  viewerText: string;
}

/** A page statement's row: a post's row and the viewer's number of friends (the next page's hint). */
export type FeedPageStatementRow = FeedPageRow & { friendCount: number };

/** A player's card as a post shows it. */
export interface FeedPlayerCard {
  id: number;
  nickname: string | null;
  profilePictureKey: string | null;
  deletedAt: string | null;
}

/**
 * A post's viewer-independent content (decision 034): the game, its players' cards and its rule
 * version, and the `bodyColumns` (result, media, reviews) in `body`.
 */
export interface FeedPostBody {
  game: GameRow;
  owner: FeedPlayerCard | null;
  opponent: FeedPlayerCard | null;
  rule: RuleVersionSummaryJson | null;
  /** The `bodyColumns`, by their names. */
  body: Record<string, unknown>;
}

/** A post read whole (a cache miss): its page row and its content, from one snapshot. */
export type FeedPostRow = Omit<FeedPageRow, 'tier' | 'at'> & FeedPostBody;

/**
 * One page of the feed in ONE statement (issue 20 "Speed"): each tier to read is a branch of a
 * UNION ALL that walks its own index in its own order and stops after what the tiers before it
 * left of `limit` rows (only ids, the tier and the instant), and the outer query orders the branches' rows by tier and in-tier order,
 * keeps `limit` of them and only then reads what the viewer sees of each (the post's version, the
 * viewer's application, friend flags… as the feed's `viewerText`). The post's content is not read here:
 * the feed has it cached by version, and reads the posts it lacks with `listFeedPosts`.
 *
 * Who sees what (issue 20 item 2, decision 028), for every tier:
 * - nothing of a player blocked either way, nothing an admin hid (except for its owner and admins);
 * - completed: public, unless abandoned or a player's account was deleted;
 * - before completion: the viewer's own games (owner, opponent, an invitation not declined) in
 *   MATCHING, SCHEDULED or IN_PROGRESS; other players' only as the game list shows them (open
 *   random games whose rule is not hidden); friend and challenge games thus only to their players;
 * - cancelled (and deleted) games never.
 */
export async function listFeedPage(db: Db, query: FeedPageQuery): Promise<FeedPageStatementRow[]> {
  if (query.reads.length === 0) return [];
  const values: Record<string, unknown> = {
    viewerId: query.viewer.userId,
    pinnedId: query.pinnedId ?? 0,
    userId: query.userId ?? 0,
    limit: query.limit,
  };
  query.reads.forEach((read, index) => {
    if (read.after === null) return;
    values[`afterId${index}`] = read.after.id;
    if (read.after.at !== null) values[`afterAt${index}`] = read.after.at;
  });
  const rows = await preparedPage(query)(db)(values);
  // By position, in the select's order (feedPageStatement); int8 and int4 through Number (the drivers differ).
  return rows.map(([id, postVersion, viewerHasFriends, viewerText, tier, at, friendCount]) => ({
    id: Number(id),
    postVersion: Number(postVersion),
    viewerHasFriends: viewerHasFriends as boolean,
    viewerText: viewerText as string,
    tier: TIER_NAMES[Number(tier)]!,
    at: at as string | null,
    friendCount: Number(friendCount),
  }));
}

/**
 * The posts `ids` whole, whatever their tier (the feed's cache misses, decision 034): each row's page
 * columns for the viewer and its content (`bodyColumns`) from the one snapshot of this statement,
 * so a post's text is never half of one version and half of another. No tier or instant: the page
 * statement placed these games.
 */
export async function listFeedPosts(
  db: Db,
  query: {
    ids: readonly number[];
    viewer: { userId: number; isAdmin: boolean };
    friendIds: FeedPageQuery['friendIds'];
    viewerText: ViewerTextColumn;
    bodyColumns: PostColumns;
  },
): Promise<FeedPostRow[]> {
  if (query.ids.length === 0) return [];
  return preparedPosts(query)(db).execute({ viewerId: query.viewer.userId, ids: query.ids });
}

/**
 * The statement of each shape (the tiers read, which of them start after a cursor, the viewer
 * kind), prepared once per database with every value a placeholder: building the statement cost
 * more than running it (issue 17, as the game list found).
 */
const pageStatements = new Map<string, (db: Db) => RowsExecutor>();

function preparedPage(query: FeedPageQuery) {
  const shape = [
    query.viewer.isAdmin ? 'admin' : 'player',
    query.ignoreHidden ? 'unhidden' : 'visible',
    query.pinnedId === null ? 'unpinned' : 'pinned',
    walksCircle(query) ? 'walk' : 'players',
    ...query.reads.map(
      ({ tier, after }) => `${tier}:${after === null ? 'start' : after.at === null ? 'undecided' : 'after'}`,
    ),
  ].join('|');
  let statement = pageStatements.get(shape);
  if (statement === undefined) {
    const name = `feed_page_${pageStatements.size}`;
    // Run by the driver, rows as arrays (preparedRows): the page is read on every feed request.
    statement = preparedRows(name, (db) => feedPageStatement(db, query));
    pageStatements.set(shape, statement);
  }
  return statement;
}

/** `listFeedPosts`' statement per viewer kind (admins see hidden comments in the count). */
const postStatements = new Map<
  boolean,
  (db: Db) => { execute(values: Record<string, unknown>): Promise<PostStatementRow[]> }
>();
type PostStatementRow = Awaited<ReturnType<ReturnType<typeof feedPostsStatement>['execute']>>[number];

function preparedPosts(query: Parameters<typeof feedPostsStatement>[1]) {
  let statement = postStatements.get(query.viewer.isAdmin);
  if (statement === undefined) {
    const name = `feed_posts_${query.viewer.isAdmin ? 'admin' : 'player'}`;
    statement = preparedQuery((db) => feedPostsStatement(db, query).prepare(name));
    postStatements.set(query.viewer.isAdmin, statement);
  }
  return statement;
}

/**
 * The games columns `pageColumns` reads from `g`: the page statement's tiers select exactly these
 * (under their own names), the posts statement reads `games` itself. A column the page columns read
 * must be listed here, or the page statement fails to prepare (every feed test would).
 */
const PAGE_GAME_COLUMNS = [
  games.id,
  games.ownerId,
  games.opponentId,
  games.ruleId,
  games.region,
  games.isFriendGame,
  games.status,
  games.likeCount,
  games.commentCount,
  games.postVersion,
];

/** What the viewer sees of the game `g` (both statements): its version and the `viewerText`. */
function pageColumns(
  viewerText: ViewerTextColumn,
  { friendIds, blockedIds }: { friendIds: SQL<number[]>; blockedIds: SQL<number[]> },
  viewerId: Placeholder,
) {
  const game: FeedGameColumns = {
    ownerId: sql`g.owner_id`,
    opponentId: sql`g.opponent_id`,
    ruleId: sql`g.rule_id`,
    region: sql`g.region`,
    isFriendGame: sql`g.is_friend_game`,
    status: sql`g.status`,
    likeCount: sql<number>`g.like_count`,
    commentCount: sql<number>`g.comment_count`,
    isAppliedByMe: sql<boolean>`exists (select 1 from ${gameApplications} where ${gameApplications.gameId} = g.id and ${gameApplications.applicantId} = ${viewerId} and ${gameApplications.status} in ('REQUESTED', 'APPROVED'))`,
    ownerIsFriend: sql<boolean>`g.owner_id = any(${friendIds})`,
    opponentIsFriend: sql<boolean>`coalesce(g.opponent_id = any(${friendIds}), false)`,
    viewerBlockedIds: blockedIds,
  };
  const columns = {
    id: sql<number>`g.id`.mapWith(Number),
    postVersion: sql<number>`g.post_version`.mapWith(Number),
    viewerHasFriends: sql<boolean>`cardinality(${friendIds}) > 0`,
    viewerText: viewerText(sql`g.id`, viewerId, game),
  };
  return { columns, game };
}

/**
 * The page statement of `query`'s shape, every value a placeholder (listFeedPage fills them; the
 * bench explains it).
 */
export function feedPageStatement(db: Db, query: FeedPageQuery) {
  const viewerId = sql.placeholder('viewerId');
  // The viewer's friends read once (the CTE viewer_circle): each tier and column reads them from it
  // instead of running the friendships' query as an InitPlan of its own (a dozen uses). The cast
  // keeps `= any(…)` an array comparison, not `= any (subquery)` of rows.
  const friendIds = sql<number[]>`(select friend_ids from viewer_circle)::bigint[]`;
  // …and the players blocked either way, tested on each candidate's row (`notBlockedIn`) instead of
  // an anti join in every branch: the branches' filters were a third of the page's database time.
  const blockedIds = sql<number[]>`(select blocked_ids from viewer_circle)::bigint[]`;
  const circle = sql`viewer_circle as (select ${query.friendIds(viewerId)} as friend_ids, ${blockRelatedIdsSql(viewerId)} as blocked_ids)`;
  // Each tier reads only what the tiers before it left of the page: a tier after a full one reads
  // nothing (LIMIT 0 does not start its scan) instead of `limit` rows the outer LIMIT throws away.
  // The tiers are CTEs so a later one's limit can count an earlier one's rows.
  const names = query.reads.map((_, index) => sql.raw(`tier${index}`));
  const ctes = query.reads.map((read, index) => {
    const earlier = names.slice(0, index).map((name) => sql`(select count(*) from ${name})`);
    const limit =
      earlier.length === 0
        ? sql`${sql.placeholder('limit')}`
        : sql`greatest(0, ${sql.placeholder('limit')} - ${sql.join(earlier, sql` - `)})`;
    return sql`${names[index]} as ${tierBranch(query, { friendIds, blockedIds }, index, read.tier, read.after, limit)}`;
  });
  const union = sql.join(
    names.map((name) => sql`select * from ${name}`),
    sql` union all `,
  );
  const { columns } = pageColumns(query.viewerText, { friendIds, blockedIds }, viewerId);
  // WARNING: listFeedPage reads the columns by position: id, postVersion, viewerHasFriends,
  // viewerText (pageColumns' order), tier, at, friendCount.
  const select = sql.join(
    [...Object.values(columns), sql`g.tier`, sql`g.at`, sql`cardinality(${friendIds})`],
    sql`, `,
  );
  // Raw, not drizzle's select: the WITH stands before the outer select, whose columns read the
  // viewer's friends too. The tiers' rows carry the game columns the page columns read
  // (PAGE_GAME_COLUMNS), under their own names, so their union stands for the game `g`: no join back
  // to games.
  const statement = sql`with ${sql.join([circle, ...ctes], sql`, `)} select ${select} from (${union}) g order by g.tier, case when g.upcoming then null else g.at::timestamptz end desc, case when g.upcoming then null else g.id end desc, case when g.upcoming then g.at::timestamptz end asc nulls last, case when g.upcoming then g.id end asc limit ${sql.placeholder('limit')}`;
  return rawStatement(db, statement);
}

/** `listFeedPosts`' statement: the page columns and the post's content, for the games `ids`. */
export function feedPostsStatement(
  db: Db,
  query: {
    viewer: { userId: number; isAdmin: boolean };
    friendIds: FeedPageQuery['friendIds'];
    viewerText: ViewerTextColumn;
    bodyColumns: PostColumns;
  },
) {
  const viewerId = sql.placeholder('viewerId');
  const friendIds = query.friendIds(viewerId);
  // Uncorrelated: each is read once by this statement too (an InitPlan).
  const blockedIds = blockRelatedIdsSql(viewerId);
  const { columns, game } = pageColumns(query.viewerText, { friendIds, blockedIds }, viewerId);
  return db
    .select({
      ...columns,
      game: gameFields,
      owner: userCardSql(sql`g.owner_id`),
      opponent: userCardSql(sql`g.opponent_id`),
      rule: ruleVersionSummarySql(sql`g.rule_id`, sql`g.rule_version`),
      body: { ...query.bodyColumns(sql`g.id`, viewerId, game), none: sql<null>`null` },
    })
    .from(sql`${games} g`)
    .where(sql`g.id = any(${sql.placeholder('ids')}::bigint[])`);
}

/** The games columns read from `g`, each decoded like the table's own (dates, numbers). */
const gameFields = Object.fromEntries(
  Object.entries(getTableColumns(games)).map(([key, column]) => [
    key,
    qualifiedColumn('g', column).mapWith(column),
  ]),
) as { [K in keyof GameRow]: SQL<GameRow[K]> };

/**
 * A finished game as a public post (decision 028), in every statement that shows or likes one: the
 * feed's completed tiers and findPublicCompletedGame. `settled` says what its result must be (the
 * feed: not abandoned, the row's kept flag; a like: a counted result, the match's fragment). A
 * COMPLETED game is never deleted (games_deleted_canceled), and a deleted player's games are no
 * posts (the row's kept flag, decision 041).
 */
function completedPostSql(settled: SQL): SQL {
  return and(sql`${games.status} = 'COMPLETED'`, settled, sql`not ${games.playerDeleted}`)!;
}

/** The feed's completed posts: the match did not end abandoned (games.abandoned, decision 041). */
const notAbandoned = sql`not ${games.abandoned}`;

/**
 * What the viewer may see of any game: no block either way with a player, nothing an admin hid.
 * `blockedIds`: the viewer's blocks as an array the statement already read (the feed's page).
 */
function viewerMaySeeSql(
  viewer: { userId: Placeholder; isAdmin: boolean },
  options: { ignoreHidden?: boolean | undefined; blockedIds?: SQL<number[]> | undefined } = {},
): SQL {
  const { blockedIds } = options;
  const notBlocked = (player: SQLWrapper) =>
    blockedIds === undefined ? notBlockedWith(viewer.userId, player) : notBlockedIn(blockedIds, player);
  return and(
    notBlocked(games.ownerId),
    notBlocked(games.opponentId),
    options.ignoreHidden ? undefined : visibleToViewerByFlag(games.hidden, games.ownerId, viewer),
  )!;
}

function tierBranch(
  query: FeedPageQuery,
  { friendIds, blockedIds }: { friendIds: SQL<number[]>; blockedIds: SQL<number[]> },
  index: number,
  tier: FeedGameTier,
  after: { at: string | null; id: number } | null,
  limit: SQL,
): SQL {
  const viewerId = sql.placeholder('viewerId');
  const pinnedId = sql.placeholder('pinnedId');
  const userId = sql.placeholder('userId');
  const hasPin = query.pinnedId !== null;
  const viewer = { userId: viewerId };
  const viewerRef = { userId: viewerId, isAdmin: query.viewer.isAdmin };
  const upcoming = UPCOMING_TIERS.has(tier);
  const at = upcoming ? games.matchDate : games.startedAt;
  const mine = or(
    sql`${games.ownerId} = ${viewer.userId}`,
    sql`${games.opponentId} = ${viewer.userId}`,
    sql`(${games.invitedFriendId} = ${viewer.userId} and ${games.invitationDeclinedAt} is null)`,
  )!;
  // WARNING: coalesce: a game without an opponent compares null, and `not (null)` would drop it
  // from the others' tiers too.
  const friendly = sql`coalesce(${or(mine, sql`${games.ownerId} = any(${friendIds})`, sql`${games.opponentId} = any(${friendIds})`)}, false)`;
  const completed = completedPostSql(notAbandoned);
  // The game list's rules (games/listing): open random games, not of a hidden rule.
  const open = and(
    sql`${games.status} = 'MATCHING'`,
    sql`not ${games.isFriendGame}`,
    visibleToViewer('RULE', games.ruleId, null, viewerRef),
  )!;
  const ownUpcoming = and(inArray(games.status, ['MATCHING', 'SCHEDULED', 'IN_PROGRESS']), mine)!;
  const upcomingVisible = or(ownUpcoming, open)!;
  const byTier: Record<FeedGameTier, SQL> = {
    pinned: and(sql`${games.id} = ${pinnedId}`, or(completed, upcomingVisible))!,
    friendsCompleted: and(completed, friendly)!,
    friendsUpcoming: and(upcomingVisible, friendly)!,
    othersCompleted: and(completed, sql`not ${friendly}`)!,
    othersUpcoming: and(open, sql`not ${friendly}`)!,
    userCompleted: and(
      completed,
      or(sql`${games.ownerId} = ${userId}`, sql`${games.opponentId} = ${userId}`),
    )!,
  };
  const where = and(
    byTier[tier],
    tier !== 'pinned' && hasPin ? sql`${games.id} <> ${pinnedId}` : undefined,
    viewerMaySeeSql(viewerRef, { ignoreHidden: query.ignoreHidden, blockedIds }),
    keysetAfter(upcoming, at, after, index),
  );
  // WARNING: the ORDER BY words match the indexes' (games_completed_started_idx: started_at desc,
  // id desc; games_open_match_date_idx: match_date asc nulls last, id), so a branch walks its index
  // and stops after `limit` rows instead of sorting every candidate.
  const order = upcoming
    ? sql`${games.matchDate} asc nulls last, ${games.id} asc`
    : sql`${games.startedAt} desc nulls last, ${games.id} desc nulls last`;
  const constants = sql.raw(`${TIER_NUMBERS[tier]}::int as tier`);
  const columns = sql.join(
    PAGE_GAME_COLUMNS.map((column) => sql`${column}`),
    sql`, `,
  );
  const select = sql`select ${columns}, ${constants}, ${at}::text as at, ${sql.raw(String(upcoming))} as upcoming`;
  // The friends' and the player's tiers read per player (decision 038): their cost follows the
  // viewer's circle, not the number of games. Walking the completed games' index for a circle's
  // games read every one of them for a player whose circle has few or none. A viewer with many
  // friends (by the service's hint) still walks it: per player, their reads cost more.
  if (tier === 'friendsCompleted' && walksCircle(query)) {
    return sql`(${select} from ${games} where ${where} order by ${order} limit ${limit})`;
  }
  // The viewer and their friends.
  const circleIds = sql`array_prepend(${viewerId}::bigint, ${friendIds})`;
  if (tier === 'friendsCompleted' || tier === 'userCompleted') {
    const players = tier === 'userCompleted' ? sql`array[${userId}::bigint]` : circleIds;
    // The games the viewer was invited to (only the friends' tier has them), by the viewer's
    // invitations (games_invited_friend_idx, a few per player): as a filter on the completed
    // games' walk it would read them all.
    const invited =
      tier === 'friendsCompleted'
        ? and(
            sql`${games.id} = any(array(select invitation.id from ${games} invitation where invitation.invited_friend_id = ${viewerId} and invitation.status = 'COMPLETED'))`,
            sql`${games.invitationDeclinedAt} is null`,
          )
        : undefined;
    const filters = and(
      completed,
      hasPin ? sql`${games.id} <> ${pinnedId}` : undefined,
      viewerMaySeeSql(viewerRef, { ignoreHidden: query.ignoreHidden, blockedIds }),
      keysetAfter(upcoming, at, after, index),
    )!;
    return sql`(${select} from ${perPlayerCompleted({ players, invited, filters, limit, order })} order by ${order} limit ${limit})`;
  }
  // The friends' games not yet finished: few per player, found by the circle's ids (the live
  // indexes) instead of reading every open game to keep the circle's.
  const circle =
    tier === 'friendsUpcoming'
      ? sql`${games.id} = any(array(select live.id from ${games} live where (live.owner_id = any(${circleIds}) or live.opponent_id = any(${circleIds}) or live.invited_friend_id = ${viewerId}) and live.status in ('MATCHING', 'SCHEDULED', 'IN_PROGRESS')))`
      : undefined;
  return sql`(${select} from ${games} where ${and(where, circle)} order by ${order} limit ${limit})`;
}

/**
 * The completed games of the `players` (as owner or as opponent) and the `invited` ones that pass
 * `filters`, as a derived table named `games` with the page's game columns and `started_at`: at most
 * `limit` per player and role, each read from its player's index newest first
 * (games_owner_completed_idx, games_opponent_completed_idx), then each game once (two players of
 * the circle read their game twice). The tier's first `limit` games are among these: a game among
 * the first `limit` of all is among the first `limit` of each read that has it.
 */
function perPlayerCompleted({
  players,
  invited,
  filters,
  limit,
  order,
}: {
  players: SQL;
  invited: SQL | undefined;
  filters: SQL;
  limit: SQL;
  order: SQL;
}): SQL {
  const columns = sql.join(
    [...PAGE_GAME_COLUMNS, games.startedAt].map((column) => sql`${column}`),
    sql`, `,
  );
  const read = (where: SQL) =>
    sql`(select ${columns} from ${games} where ${where} and ${filters} order by ${order} limit ${limit})`;
  const perPlayer = sql`select player_games.* from unnest(${players}) as circle(player_id) cross join lateral (${read(
    sql`${games.ownerId} = circle.player_id`,
  )} union all ${read(sql`${games.opponentId} = circle.player_id`)}) player_games`;
  const all = [sql`${perPlayer}`];
  // Unordered and whole (the viewer's invitations are few): ordered and limited, the generic plan
  // walks the completed games' index to find them.
  if (invited !== undefined) all.push(sql`(select ${columns} from ${games} where ${invited} and ${filters})`);
  // WARNING: not a filter in the opponent read instead (skip the games a player of the circle
  // owns): that read would walk every such game to skip it.
  return sql`(select distinct on (${games.id}) ${games}.* from (${sql.join(all, sql` union all `)}) ${games}) ${games}`;
}

/** Rows after the cursor's (at, id) in the tier's order; undecided match times come last. */
function keysetAfter(
  upcoming: boolean,
  at: SQLWrapper,
  after: { at: string | null; id: number } | null,
  index: number,
): SQL | undefined {
  if (after === null) return undefined;
  const afterAt = sql`${sql.placeholder(`afterAt${index}`)}::timestamptz`;
  const afterId = sql`${sql.placeholder(`afterId${index}`)}::bigint`;
  if (!upcoming) return sql`(${at}, ${games.id}) < (${afterAt}, ${afterId})`;
  if (after.at === null) return sql`(${at} is null and ${games.id} > ${afterId})`;
  return sql`(${at} > ${afterAt} or (${at} = ${afterAt} and ${games.id} > ${afterId}) or ${at} is null)`;
}

/**
 * The completed game `gameId` if the viewer may see it as a feed post (decision 028: both players'
 * accounts active, no block either way with the viewer, not hidden by staff) and it has a counted
 * result (`countedResult`, the match's fragment): what a like needs (decision 029), in one
 * statement. Undefined otherwise; the caller then asks why, to answer the right error.
 */
export async function findPublicCompletedGame(
  db: Db,
  query: {
    gameId: number;
    viewer: { userId: number; isAdmin: boolean };
    countedResult: (gameId: SQLWrapper) => SQL;
  },
): Promise<GameRow | undefined> {
  const [row] = await publicCompletedGameStatement(
    query.countedResult,
    query.viewer.isAdmin,
  )(db).execute({
    gameId: query.gameId,
    viewerId: query.viewer.userId,
  });
  return row;
}

/**
 * `findPublicCompletedGame`'s test as a boolean column of another feature's statement (the likers
 * page folds it in, issue 17: the check was a round trip of its own before the page): the same
 * predicates on the game `gameId`. False tells the caller to walk the checks for its error.
 */
export function publicCompletedGameSql(
  gameId: SQLWrapper,
  viewer: { userId: Placeholder; isAdmin: boolean },
  countedResult: (gameId: SQLWrapper) => SQL,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${games} where ${games.id} = ${gameId} and ${completedPostSql(countedResult(games.id))} and ${viewerMaySeeSql(viewer)})`;
}

/**
 * The statement of `findPublicCompletedGame`, prepared once per viewer kind (admins skip the hidden
 * filter) and per result fragment: building it cost more than running it (issue 17).
 */
const publicCompletedGameStatements = new WeakMap<
  (gameId: SQLWrapper) => SQL,
  Map<boolean, ReturnType<typeof preparedPublicCompletedGame>>
>();

function publicCompletedGameStatement(countedResult: (gameId: SQLWrapper) => SQL, isAdmin: boolean) {
  let byKind = publicCompletedGameStatements.get(countedResult);
  if (byKind === undefined) publicCompletedGameStatements.set(countedResult, (byKind = new Map()));
  let statement = byKind.get(isAdmin);
  if (statement === undefined) {
    const name = `public_completed_game_${publicCompletedGameNames++}`;
    byKind.set(isAdmin, (statement = preparedPublicCompletedGame(countedResult, isAdmin, name)));
  }
  return statement;
}
let publicCompletedGameNames = 0;

const preparedPublicCompletedGame = (
  countedResult: (gameId: SQLWrapper) => SQL,
  isAdmin: boolean,
  name: string,
) =>
  preparedQuery((db) => {
    const viewer = { userId: sql.placeholder('viewerId'), isAdmin };
    return db
      .select()
      .from(games)
      .where(
        and(
          sql`${games.id} = ${sql.placeholder('gameId')}`,
          completedPostSql(countedResult(games.id)),
          viewerMaySeeSql(viewer),
        ),
      )
      .limit(1)
      .prepare(name);
  });
