import {
  CursorIdSchema,
  CursorInt4Schema,
  InstantIdCursorSchema,
  type RuleFormValues,
  type RuleListQuery,
} from '@hanpan/core';
import { z } from 'zod';
import { createVersionedCache } from '../../cache/versioned-cache.ts';
import type { Db } from '../../db/db.ts';
import type { RuleNamer } from '../../integrations/rule-naming/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor, type CursorPosition } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { hiddenTargetIds } from '../reports/index.ts';
import * as categories from './categories.queries.ts';
import { nameNewRule } from './name-new-rule.ts';
import { contentFromForm, ruleColumnsFor } from './rule-content.ts';
import { parseRuleSearch } from './rule-search.ts';
import { assertRuleReadable } from './rule-usability.ts';
import type { UserCard, UserCards } from './rules.presenter.ts';
import * as queries from './rules.queries.ts';

const RecentCursorSchema = InstantIdCursorSchema;
const PopularCursorSchema = z.tuple([CursorInt4Schema, z.number().min(0).max(5), CursorIdSchema]);

/** Where a row sits in its list, for X-Next-Cursor. */
export const recentPosition = (row: queries.RuleListRow): CursorPosition => [row.createdAtText, row.rule.id];
/** The same positions for GET /api/rules/list's rows (`queries.listRules`, JSON text parts). */
export const recentListPosition = (row: queries.RuleJsonRow): CursorPosition => [row.createdAtText, row.id];
export const popularListPosition = (row: queries.RuleJsonRow): CursorPosition => [
  row.playCount,
  row.averageRating,
  row.id,
];

/** Rows and the cards of the players they name: one batch for the whole page. */
export interface RulePage {
  rows: queries.RuleListRow[];
  cards: UserCards;
  /** The rules among `rows` an admin hid (only the author and admins still get them). */
  hidden: ReadonlySet<number>;
}

export type RulesService = ReturnType<typeof createRulesService>;

/** Rules whose list content each instance keeps (decision 039): ~1 kB each, so a few MB. */
const RULE_CONTENT_CACHE_CAPACITY = 5_000;

export function createRulesService({ db, ruleNamer }: { db: Db; ruleNamer: RuleNamer }) {
  // The list's rule contents (`head`) by rules.current_version (decision 039): per service, so per app.
  const contents = createVersionedCache<string>(RULE_CONTENT_CACHE_CAPACITY);

  /**
   * The page's rows with their contents: kept ones by version, the others read whole (and kept).
   * A rule edited between the two reads is shown as the second read found it, all of its row.
   */
  async function withContents(
    actor: AuthUser,
    rows: queries.RuleListPageRow[],
  ): Promise<queries.RuleJsonRow[]> {
    const kept = new Map<number, string>();
    const missing: number[] = [];
    for (const row of rows) {
      const head = contents.get(row.id, row.version);
      if (head === undefined) missing.push(row.id);
      else kept.set(row.id, head);
    }
    const reread = new Map((await queries.listRuleListRows(db, actor, missing)).map((row) => [row.id, row]));
    for (const row of reread.values()) contents.set(row.id, row.version, row.head);
    return rows.flatMap((row) => {
      const whole = reread.get(row.id);
      if (whole) return [{ ...row, ...whole }];
      const head = kept.get(row.id);
      // Missing and not found again: deleted between the two reads, so left out.
      return head === undefined ? [] : [{ ...row, head }];
    });
  }

  /** The page as the presenter takes it: the cards and hidden flags came with the rows. */
  function withCreators(rows: queries.RuleListRow[]): RulePage {
    const cards = new Map<number, UserCard>();
    const hidden = new Set<number>();
    for (const row of rows) {
      if (row.creator) cards.set(row.creator.id, row.creator);
      if (row.hiddenByAdmin) hidden.add(row.rule.id);
    }
    return { rows, cards, hidden };
  }

  async function getRule(actor: AuthUser, ruleId: number): Promise<RulePage> {
    const row = await queries.findRule(db, actor, ruleId);
    if (row) return withCreators([row]);
    // A direct link to a rule an admin hid says so (decision 014), rather than "not found".
    const hidden = await hiddenTargetIds(db, 'RULE', [ruleId]);
    throw new AppError(hidden.size > 0 ? 'content_hidden' : 'rule_not_found');
  }

  /**
   * A new rule (spec §4 step 15): the namer picks its title and categories from the taxonomy, and
   * the rule and its version 1 are written together.
   */
  async function createRule(actor: AuthUser, form: RuleFormValues): Promise<RulePage> {
    const taxonomy = await categories.listTaxonomy(db);
    const names = await nameNewRule(ruleNamer, taxonomy, form);
    const content = contentFromForm(form, names);
    const ruleId = await db.transaction(async (tx) => {
      const { id, createdAt } = await queries.insertRule(tx, {
        ...ruleColumnsFor(content),
        createdById: actor.userId,
      });
      await queries.insertRuleVersion(tx, id, 1, content, createdAt);
      return id;
    });
    return getRule(actor, ruleId);
  }

  /** GET /api/rules/list: the page's rows as JSON text parts (`presentRuleListJson` joins them). */
  async function listRules(actor: AuthUser, query: RuleListQuery): Promise<queries.RuleJsonRow[]> {
    const common = {
      major: query.major || undefined,
      minor: query.minor || undefined,
      search: parseRuleSearch(query.search),
    };
    const limit = query.size + 1;
    if (query.sort === 'popular') {
      const after = decodeCursor(query.cursor, PopularCursorSchema);
      const position = after && { playCount: after[0], averageRating: after[1], id: after[2] };
      return withContents(
        actor,
        await queries.listRules(db, actor, { ...common, sort: 'popular', after: position }, limit),
      );
    }
    const after = decodeCursor(query.cursor, RecentCursorSchema);
    const position = after && { at: after[0], id: after[1] };
    return withContents(
      actor,
      await queries.listRules(db, actor, { ...common, sort: 'recent', after: position }, limit),
    );
  }

  async function listMyRules(
    actor: AuthUser,
    query: { status: 'PENDING' | 'REJECTED' | undefined; cursor?: string | undefined; size: number },
  ): Promise<RulePage> {
    const after = decodeCursor(query.cursor, RecentCursorSchema);
    const rows = await queries.listOwnRules(
      db,
      actor,
      query.status,
      after && { at: after[0], id: after[1] },
      query.size + 1,
    );
    return withCreators(rows);
  }

  /** One stored version; a hidden rule's only for its author and admins (assertRuleReadable). */
  async function getRuleVersion(actor: AuthUser, ruleId: number, version: number) {
    await assertRuleReadable(db, ruleId, actor);
    const row = await queries.findVersion(db, ruleId, version);
    if (!row) throw new AppError('rule_version_not_found');
    return row;
  }

  return { getRule, createRule, listRules, listMyRules, getRuleVersion };
}
