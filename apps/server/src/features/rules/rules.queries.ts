import {
  and,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { RuleContent } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { isoText, JS_SPACES, jsonText } from '../../db/json-text.ts';
import { hiddenByAdminSql, visibleToViewer } from '../reports/index.ts';
import { userCardSql, type UserCardJson } from '../users/index.ts';
import { ruleEditRequests, rules, ruleVersions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { RuleContentColumns } from './rule-content.ts';
import type { RuleSearch } from './rule-search.ts';

/*
 * Queries on `rules` and `rule_versions`. Every read that shows rules to a player goes through
 * `ruleRows` below, so a condition every such list needs (e.g. hiding reported rules) is added in
 * `visibleTo` and nowhere else.
 */

/**
 * Who is looking: their own rules carry their latest edit request (spec §3, creator only); the
 * role is for the hidden-item filter (admins see hidden rules).
 */
export type Viewer = Pick<AuthUser, 'userId' | 'role'>;

/** A viewer inside a query: a prepared list has its id as a placeholder. */
type QueryViewer = { userId: number | Placeholder; role: Viewer['role'] };

/**
 * WARNING: the one place that decides which rules a viewer may see in lists, search and detail:
 * a rule an admin hid after a report stays visible only to its author and admins (decision 014).
 */
function visibleTo(viewer: QueryViewer): SQL {
  return visibleToViewer('RULE', rules.id, rules.createdById, {
    userId: viewer.userId,
    isAdmin: viewer.role === 'ADMIN',
  });
}

/** The viewer's latest edit request on each of their own rules (cancelled ones no longer count). */
function latestOwnRequest(db: Db, viewer: QueryViewer) {
  return db
    .select({
      requestId: ruleEditRequests.id,
      requestStatus: ruleEditRequests.status,
      rejectionReason: ruleEditRequests.rejectionReason,
    })
    .from(ruleEditRequests)
    .where(
      and(
        eq(ruleEditRequests.ruleId, rules.id),
        // Inside the lateral subquery, so other people's rules skip it at once (a one-time filter).
        eq(rules.createdById, viewer.userId),
        ne(ruleEditRequests.status, 'CANCELLED'),
      ),
    )
    .orderBy(desc(ruleEditRequests.createdAt), desc(ruleEditRequests.id))
    .limit(1)
    .as('latest_request');
}

type LatestRequest = ReturnType<typeof latestOwnRequest>;

/**
 * Whether an admin hid the rule, asked only where the viewer may see a hidden rule (their own, or
 * any for an admin): everyone else never gets a hidden rule (`visibleTo`), so false is the answer.
 */
function hiddenFlagFor(viewer: QueryViewer): SQL<boolean> {
  const hidden = hiddenByAdminSql('RULE', rules.id);
  if (viewer.role === 'ADMIN') return hidden;
  return sql<boolean>`case when ${rules.createdById} = ${viewer.userId} then ${hidden} else false end`;
}

/**
 * What an answer shows of a rules row, and no more (issue 17: drizzle decoding all 25 columns of
 * a 30-rule page, then the presenter re-encoding its dates, was most of the page's own CPU): the
 * content as one JSON value already in the wire's names (one column to decode instead of
 * fourteen), the times as the wire's text, and the counters. Not `updated_at`, `rating_sum` or
 * `search_choseong`, which no answer reads.
 */
function ruleCardFields() {
  const r = rules;
  return {
    id: r.id,
    content: sql<RuleContent>`json_build_object('ruleTitle', ${r.title}, 'majorCategory', ${r.majorCategory}, 'minorCategory', ${r.minorCategory}, 'ruleGoal', ${r.goal}, 'ruleScoreDefinition', ${r.scoreDefinition}, 'rulePreparation', ${r.preparation}, 'ruleOrder', ${r.playOrder}, 'ruleDecision', ${r.decision}, 'ruleFoul', ${r.foul}, 'ruleExtraInfo', ${r.extraInfo}, 'winBy', ${r.winBy}, 'pointsToWin', ${r.pointsToWin}, 'setsToWin', ${r.setsToWin}, 'duration', ${r.durationSeconds})`,
    createdById: r.createdById,
    createdAt: isoText(r.createdAt),
    currentVersion: r.currentVersion,
    playCount: r.playCount,
    ratingCount: r.ratingCount,
    averageRating: r.averageRating,
    lastPlayedAt: isoText(r.lastPlayedAt) as SQL<string | null>,
  };
}

/**
 * Rules as lists and the detail show them: the row's shown fields (`ruleCardFields`), its time as
 * text (for cursors), its author's card, whether an admin hid it and, on the viewer's own rules,
 * their latest edit request. One statement for the whole page, whatever its size (issue 17: the
 * cards and the hidden flags were two more round trips).
 */
function ruleRows(db: Db, viewer: QueryViewer, where: (latest: LatestRequest) => Array<SQL | undefined>) {
  const latest = latestOwnRequest(db, viewer);
  return db
    .select({
      rule: ruleCardFields(),
      createdAtText: sql<string>`${rules.createdAt}::text`,
      creator: userCardSql(rules.createdById),
      hiddenByAdmin: hiddenFlagFor(viewer),
      requestId: latest.requestId,
      requestStatus: latest.requestStatus,
      rejectionReason: latest.rejectionReason,
    })
    .from(rules)
    .leftJoinLateral(latest, sql`true`)
    .where(and(visibleTo(viewer), ...where(latest)));
}

export async function findRule(db: Db, viewer: Viewer, ruleId: number) {
  const [row] = await ruleRows(db, viewer, () => [eq(rules.id, ruleId)]).limit(1);
  return row;
}

export type RuleListRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

export interface RecentPosition {
  at: string;
  id: number;
}
export interface PopularPosition {
  playCount: number;
  averageRating: number;
  id: number;
}

export type RuleListFilter = {
  major: string | undefined;
  minor: string | undefined;
  search: RuleSearch;
} & ({ sort: 'recent'; after: RecentPosition | null } | { sort: 'popular'; after: PopularPosition | null });

function recentAfter(after: RecentPosition): SQL {
  return sql`(${rules.createdAt}, ${rules.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`;
}

/** `text.replace(/\s*\n\s*\/g, ' ')`: every run of spaces holding a line break becomes one space. */
const LINE_BREAK_RUN = `[${JS_SPACES}]*\n[${JS_SPACES}]*`;

/**
 * `text.replace(/\s*\n\s*\/g, ' ').trim()` in SQL (the one-paragraph description every rule
 * summary shows): the regular expression runs only on a text with a line break (half its cost).
 */
export function oneParagraphSql(text: SQLWrapper | SQL): SQL<string> {
  return sql<string>`btrim(case when strpos(${text}, E'\n') = 0 then ${text} else regexp_replace(${text}, ${LINE_BREAK_RUN}::text, ' ', 'g') end, ${JS_SPACES}::text)`;
}

/**
 * The list's rule as the wire's JSON text (issue 17): the statement writes what `presentRule` and
 * the compiled serializer wrote — the same keys in `RuleSchema`'s order, the same escapes, the same
 * numbers — so a page is joined, not decoded, mapped, presented and re-encoded (that was most of a
 * 30-rule page's Node CPU). Split around `createdBy`, which the presenter still writes: its picture
 * URL is the storage's to make. `rule-list.test.ts` holds this to the detail's answers byte for byte.
 */
function ruleJsonHead(): SQL<string> {
  const r = rules;
  // WARNING: field order is RuleSchema's (content fields first, then id, title...): the bytes are the
  // contract.
  return sql<string>`'{"ruleTitle":' || ${jsonText(r.title)} || ',"majorCategory":' || ${jsonText(r.majorCategory)} || ',"minorCategory":' || ${jsonText(r.minorCategory)} || ',"ruleGoal":' || ${jsonText(r.goal)} || ',"ruleScoreDefinition":' || ${jsonText(r.scoreDefinition)} || ',"rulePreparation":' || ${jsonText(r.preparation)} || ',"ruleOrder":' || ${jsonText(r.playOrder)} || ',"ruleDecision":' || ${jsonText(r.decision)} || ',"ruleFoul":' || ${jsonText(r.foul)} || ',"ruleExtraInfo":' || ${jsonText(r.extraInfo)} || ',"winBy":' || ${jsonText(r.winBy)} || ',"pointsToWin":' || ${r.pointsToWin}::text || ',"setsToWin":' || ${r.setsToWin}::text || ',"duration":' || ${r.durationSeconds}::text || ',"id":' || ${r.id}::text || ',"title":' || ${jsonText(r.title)} || ',"ruleDescription":' || ${jsonText(oneParagraphSql(r.goal))} || ',"version":' || ${r.currentVersion}::text || ',"createdBy":'`;
}

/**
 * The rest of the list's rule after `createdBy`, as JSON text. The average as the presenter rounds
 * it: `Math.round(x * 100) / 100` is `floor(x * 100 + 0.5) / 100` for x in 1–5 (PostgreSQL's
 * `round` on a double rounds half to even: 4.125 would give 4.12, JavaScript 4.13), and a
 * double's text is the shortest one that reads back, as JavaScript writes it.
 */
function ruleJsonTail(viewer: QueryViewer, latest: LatestRequest): SQL<string> {
  const r = rules;
  const average = sql`(case when ${r.ratingCount} = 0 then 0::double precision else floor(${r.averageRating} * 100 + 0.5) / 100 end)::text`;
  // The latest request is joined only on the viewer's own rules, and never a CANCELLED one.
  return sql<string>`',"createdAt":"' || ${isoText(r.createdAt)} || '","averageRating":' || ${average} || ',"rating":' || ${average} || ',"ratingCount":' || ${r.ratingCount}::text || ',"playCount":' || ${r.playCount}::text || ',"useCount":' || ${r.playCount}::text || ',"lastPlayedAt":' || coalesce('"' || ${isoText(r.lastPlayedAt)} || '"', 'null') || ',"editRequestStatus":' || ${jsonText(latest.requestStatus)} || ',"editRequestId":' || coalesce(${latest.requestId}::text, 'null') || ',"rejectionReason":' || ${jsonText(sql`case when ${latest.requestStatus} = 'REJECTED' then ${latest.rejectionReason} end`)} || ',"hiddenByAdmin":' || case when ${hiddenFlagFor(viewer)} then 'true' else 'false' end || ',"isMine":' || case when ${r.createdById} = ${viewer.userId} then 'true' else 'false' end || '}'`;
}

/** A row of GET /api/rules/list: its sort keys (for the cursor), its JSON text and its author's card. */
export interface RuleJsonRow {
  id: number;
  createdAtText: string;
  playCount: number;
  averageRating: number;
  /** rules.current_version: raised by every change of what `head` shows (decision 039). */
  version: number;
  head: string;
  creator: UserCardJson | null;
  tail: string;
}

/**
 * A row of the list's page statement: everything but the rule's content (`head`), which the
 * service keeps by `version` (decision 039) and reads with `listRuleListRows` only when it lacks it.
 */
export type RuleListPageRow = Omit<RuleJsonRow, 'head'>;

/** What a list row shows of the rule for the viewer, from `rules` and the lateral `latest`. */
function ruleListColumns(viewer: QueryViewer, latest: LatestRequest) {
  return {
    version: rules.currentVersion,
    creator: userCardSql(rules.createdById),
    tail: ruleJsonTail(viewer, latest),
  };
}

/** Which prepared statement a list call needs (each filter present or not, never its value). */
interface RuleListShape {
  sort: 'recent' | 'popular';
  withAfter: boolean;
  isAdmin: boolean;
  major: boolean;
  minor: boolean;
  search: 'choseong' | 'text' | null;
}

/**
 * GET /api/rules/list prepared per shape (sort × first/next page × admin × which filters): values
 * are placeholders, so the filtered lists and searches — built per call before, which cost more
 * Node CPU than the 30-rule page itself (docs/performance.md, session 11) — are planned once per
 * pooled connection like the plain list. At most 96 shapes, each built on first use.
 */
function ruleListPage(db: Db, shape: RuleListShape) {
  const viewer: QueryViewer = { userId: sql.placeholder('viewerId'), role: shape.isAdmin ? 'ADMIN' : 'USER' };
  const p = (name: string) => sql.placeholder(name);
  const latest = latestOwnRequest(db, viewer);
  const after = !shape.withAfter
    ? undefined
    : shape.sort === 'popular'
      ? sql`(${rules.playCount}, ${rules.averageRating}, ${rules.id}) < (${p('playCount')}::integer, ${p('averageRating')}::double precision, ${p('id')}::bigint)`
      : sql`(${rules.createdAt}, ${rules.id}) < (${p('at')}::timestamptz, ${p('id')}::bigint)`;
  // Backslash is LIKE's default escape character: escapeLike made the keyword literal.
  const search =
    shape.search === 'choseong'
      ? sql`${rules.searchChoseong} like ${p('search')}`
      : shape.search === 'text'
        ? sql`(${rules.title} ilike ${p('search')} or ${rules.goal} ilike ${p('search')})`
        : undefined;
  // WARNING: listRules reads the columns by position: id, createdAtText, playCount, averageRating,
  // then ruleListColumns' version, creator, tail.
  return db
    .select({
      id: rules.id,
      createdAtText: sql<string>`${rules.createdAt}::text`,
      playCount: rules.playCount,
      averageRating: rules.averageRating,
      // Not the content: the service has it by version (decision 039). Writing it was two thirds
      // of this statement's time (0.73 → 0.26 ms for 30 rules).
      ...ruleListColumns(viewer, latest),
    })
    .from(rules)
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        visibleTo(viewer),
        shape.major ? eq(rules.majorCategory, sql`${p('major')}::text`) : undefined,
        shape.minor ? eq(rules.minorCategory, sql`${p('minor')}::text`) : undefined,
        search,
        after,
      ),
    )
    .orderBy(
      ...(shape.sort === 'popular'
        ? [desc(rules.playCount), desc(rules.averageRating), desc(rules.id)]
        : [desc(rules.createdAt), desc(rules.id)]),
    )
    .limit(p('limit'));
}

/** The page statement's name per shape (one named statement per shape and pooled connection). */
const ruleListPageName = (shape: RuleListShape) =>
  `rules_page_${shape.sort}_${shape.withAfter ? 'next' : 'first'}${shape.isAdmin ? '_admin' : ''}${shape.major ? '_major' : ''}${shape.minor ? '_minor' : ''}${shape.search ? `_${shape.search}` : ''}`;

const ruleListPages = new Map<string, ReturnType<typeof preparedRuleListPage>>();
// Run by the driver, rows as arrays (preparedRows): drizzle's mapping of every field was a tenth of
// the list's server CPU (session 18 profile).
const preparedRuleListPage = (shape: RuleListShape) =>
  preparedRows(ruleListPageName(shape), (db) => ruleListPage(db, shape));

/**
 * GET /api/rules/list: one page (plus one row) in the chosen order, as JSON text parts, without the
 * rules' contents (`listRuleListRows` reads those the service lacks).
 */
export async function listRules(
  db: Db,
  viewer: Viewer,
  filter: RuleListFilter,
  limit: number,
): Promise<RuleListPageRow[]> {
  const shape: RuleListShape = {
    sort: filter.sort,
    withAfter: filter.after !== null,
    isAdmin: viewer.role === 'ADMIN',
    major: Boolean(filter.major),
    minor: Boolean(filter.minor),
    search: filter.search?.kind ?? null,
  };
  const key = JSON.stringify(shape);
  let prepared = ruleListPages.get(key);
  if (!prepared) ruleListPages.set(key, (prepared = preparedRuleListPage(shape)));
  const { search } = filter;
  const rows = await prepared(db)({
    viewerId: viewer.userId,
    limit,
    ...(filter.major ? { major: filter.major } : {}),
    ...(filter.minor ? { minor: filter.minor } : {}),
    ...(search === null ? {} : { search: search.kind === 'choseong' ? `%${search.value}%` : search.pattern }),
    ...filter.after,
  });
  // By position, in ruleListPage's select order; int8 through Number (the drivers differ).
  return rows.map(([id, createdAtText, playCount, averageRating, version, creator, tail]) => ({
    id: Number(id),
    createdAtText: createdAtText as string,
    playCount: Number(playCount),
    averageRating: Number(averageRating),
    version: Number(version),
    creator: creator as UserCardJson | null,
    tail: tail as string,
  }));
}

/**
 * The list rows of the rules `ids` whole, content (`head`) included, for the viewer: the rows of a
 * page whose content the service lacks (decision 039). Each row from this statement's one
 * snapshot, so a rule's content and the rest of its row are never of two versions. A rule gone
 * since the page was read is left out.
 */
export async function listRuleListRows(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<Array<Pick<RuleJsonRow, 'id' | 'version' | 'head' | 'creator' | 'tail'>>> {
  if (ids.length === 0) return [];
  const isAdmin = viewer.role === 'ADMIN';
  let prepared = ruleListRowStatements.get(isAdmin);
  if (!prepared) ruleListRowStatements.set(isAdmin, (prepared = preparedRuleListRows(isAdmin)));
  return prepared(db).execute({ viewerId: viewer.userId, ids });
}

const ruleListRowStatements = new Map<boolean, ReturnType<typeof preparedRuleListRows>>();
const preparedRuleListRows = (isAdmin: boolean) =>
  preparedQuery((db) => {
    const viewer: QueryViewer = { userId: sql.placeholder('viewerId'), role: isAdmin ? 'ADMIN' : 'USER' };
    const latest = latestOwnRequest(db, viewer);
    return db
      .select({ id: rules.id, head: ruleJsonHead(), ...ruleListColumns(viewer, latest) })
      .from(rules)
      .leftJoinLateral(latest, sql`true`)
      .where(sql`${rules.id} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare(`rule_list_rows${isAdmin ? '_admin' : ''}`);
  });

/**
 * GET /api/rules/my-rules: the viewer's rules, newest first; with a status, only those whose
 * latest request has it.
 */
export async function listOwnRules(
  db: Db,
  viewer: Viewer,
  status: 'PENDING' | 'REJECTED' | undefined,
  after: RecentPosition | null,
  limit: number,
) {
  return ruleRows(db, viewer, (latest) => [
    eq(rules.createdById, viewer.userId),
    status ? eq(latest.requestStatus, status) : undefined,
    after ? recentAfter(after) : undefined,
  ])
    .orderBy(desc(rules.createdAt), desc(rules.id))
    .limit(limit);
}

/** The parts of a rule an edit request (or a read that must respect a hide) is checked against. */
export async function findRuleOwnership(db: Db, ruleId: number) {
  const [row] = await db
    .select({
      id: rules.id,
      title: rules.title,
      createdById: rules.createdById,
      currentVersion: rules.currentVersion,
    })
    .from(rules)
    .where(eq(rules.id, ruleId))
    .limit(1);
  return row;
}

export async function insertRule(
  db: Db,
  values: RuleContentColumns & { searchChoseong: string; createdById: number },
) {
  const [row] = await db.insert(rules).values(values).returning({ id: rules.id, createdAt: rules.createdAt });
  return row!;
}

export async function insertRuleVersion(
  db: Db,
  ruleId: number,
  version: number,
  content: RuleContentColumns,
  createdAt?: Date,
) {
  await db.insert(ruleVersions).values({ ruleId, version, ...content, ...(createdAt ? { createdAt } : {}) });
}

/** An approved edit: the rule's content becomes the new version's. Answers that version's number. */
export async function replaceRuleContent(
  db: Db,
  ruleId: number,
  values: RuleContentColumns & { searchChoseong: string },
) {
  const [row] = await db
    .update(rules)
    .set({ ...values, currentVersion: sql`${rules.currentVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(rules.id, ruleId))
    .returning({ version: rules.currentVersion, updatedAt: rules.updatedAt });
  return row;
}

export async function findVersion(db: Db, ruleId: number, version: number) {
  const [row] = await db
    .select()
    .from(ruleVersions)
    .where(and(eq(ruleVersions.ruleId, ruleId), eq(ruleVersions.version, version)))
    .limit(1);
  return row;
}

/** Several stored versions in one query (a page of games made from different rules). */
export async function findVersions(db: Db, pairs: ReadonlyArray<{ ruleId: number; version: number }>) {
  if (pairs.length === 0) return [];
  return db
    .select()
    .from(ruleVersions)
    .where(
      or(
        ...pairs.map(({ ruleId, version }) =>
          and(eq(ruleVersions.ruleId, ruleId), eq(ruleVersions.version, version)),
        ),
      ),
    );
}

/** What a game card shows of its rule at the game's version, as `ruleVersionSummarySql` answers it. */
export interface RuleVersionSummaryJson {
  ruleId: number;
  version: number;
  ruleTitle: string;
  majorCategory: string;
  minorCategory: string;
  ruleGoal: string;
  winBy: string;
  pointsToWin: number;
  setsToWin: number;
  duration: number;
}

/**
 * The version `version` of rule `ruleId` (columns of the caller's own query) as one JSON value,
 * null when there is none: a scalar subquery on rule_versions' primary key, so a page of games
 * needs no second round trip for its rules (issue 17). The fields of `presentRuleContent` a game
 * card reads.
 */
export function ruleVersionSummarySql(
  ruleId: SQLWrapper,
  version: SQLWrapper,
): SQL<RuleVersionSummaryJson | null> {
  const v = ruleVersions;
  return sql<RuleVersionSummaryJson | null>`(select json_build_object('ruleId', ${v.ruleId}, 'version', ${v.version}, 'ruleTitle', ${v.title}, 'majorCategory', ${v.majorCategory}, 'minorCategory', ${v.minorCategory}, 'ruleGoal', ${v.goal}, 'winBy', ${v.winBy}, 'pointsToWin', ${v.pointsToWin}, 'setsToWin', ${v.setsToWin}, 'duration', ${v.durationSeconds}) from ${v} where ${v.ruleId} = ${ruleId} and ${v.version} = ${version})`;
}

/**
 * `ruleVersionSummarySql` as the game card's `rule` JSON text (`presentRuleSummary` and the compiled
 * serializer's bytes: GameRuleSummarySchema's key order, the goal as one paragraph), null when
 * there is no such version: for a list statement that writes its page as text (issue 17).
 */
export function ruleVersionSummaryJsonTextSql(ruleId: SQLWrapper, version: SQLWrapper): SQL<string | null> {
  const v = ruleVersions;
  return sql<
    string | null
  >`(select '{"id":' || ${v.ruleId}::text || ',"version":' || ${v.version}::text || ',"ruleTitle":' || ${jsonText(v.title)} || ',"majorCategory":' || ${jsonText(v.majorCategory)} || ',"minorCategory":' || ${jsonText(v.minorCategory)} || ',"ruleDescription":' || ${jsonText(oneParagraphSql(v.goal))} || ',"winBy":' || ${jsonText(v.winBy)} || ',"pointsToWin":' || ${v.pointsToWin}::text || ',"setsToWin":' || ${v.setsToWin}::text || ',"duration":' || ${v.durationSeconds}::text || '}' from ${v} where ${v.ruleId} = ${ruleId} and ${v.version} = ${version})`;
}

export async function findCurrentVersion(db: Db, ruleId: number) {
  const [row] = await db
    .select({ version: ruleVersions })
    .from(rules)
    .innerJoin(
      ruleVersions,
      and(eq(ruleVersions.ruleId, rules.id), eq(ruleVersions.version, rules.currentVersion)),
    )
    .where(eq(rules.id, ruleId))
    .limit(1);
  return row?.version;
}

/** Title, goal and author of each rule among `ids` (the reports feature's previews). */
/** What `assertRuleReadable` decides on, as `ruleReadabilitySql` answers it (JSON). */
export interface RuleReadabilityJson {
  title: string;
  createdById: number | null;
  hidden: boolean;
}

/**
 * A rule's title, author and whether an admin hid it as one JSON value of the caller's statement,
 * null when there is no such rule: `findRuleOwnership` and the hidden check without their round
 * trips (issue 17: the rankings page). `readableRuleTitle` (rule-usability.ts) decides on it.
 */
export function ruleReadabilitySql(ruleId: SQLWrapper): SQL<RuleReadabilityJson | null> {
  return sql<RuleReadabilityJson | null>`(select json_build_object('title', r.title, 'createdById', r.created_by_id, 'hidden', ${hiddenByAdminSql('RULE', sql`r.id`)}) from ${rules} as r where r.id = ${ruleId})`;
}

/** A rule's current title, '' for a missing rule (`findRuleTitles` as a fragment, issue 17). */
export function ruleTitleSql(ruleId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((select r.title from ${rules} as r where r.id = ${ruleId}), '')`;
}

export async function findRuleSummaries(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: rules.id, title: rules.title, goal: rules.goal, createdById: rules.createdById })
    .from(rules)
    .where(inArray(rules.id, [...ids]));
}

/** Rules written before the search column existed (migration 0003), a batch at a time. */
export async function listRulesWithoutSearchText(db: Db, limit: number) {
  return db
    .select({ id: rules.id, title: rules.title, goal: rules.goal })
    .from(rules)
    .where(isNull(rules.searchChoseong))
    .limit(limit);
}

export async function setSearchText(db: Db, ruleId: number, searchChoseong: string) {
  await db.update(rules).set({ searchChoseong }).where(eq(rules.id, ruleId));
}

/** One more completed game with the rule, played at `at` (issue 18 item 5). */
export async function addRulePlay(db: Db, ruleId: number, at: Date): Promise<void> {
  await db
    .update(rules)
    .set({
      playCount: sql`${rules.playCount} + 1`,
      lastPlayedAt: at,
    })
    .where(eq(rules.id, ruleId));
}

/** One more player rating of 1–5; answers the rule's counters after it (issue 19). */
export async function addRuleRating(db: Db, ruleId: number, rating: number) {
  const [row] = await db
    .update(rules)
    .set({ ratingSum: sql`${rules.ratingSum} + ${rating}`, ratingCount: sql`${rules.ratingCount} + 1` })
    .where(eq(rules.id, ruleId))
    .returning({ averageRating: rules.averageRating, ratingCount: rules.ratingCount });
  return row;
}
