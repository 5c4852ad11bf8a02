import type { RuleSort } from '@hanpan/core';

/**
 * /rules' query: the category steps, the search text and the sort live in the address (reload and
 * back keep them; back steps out of a category), `ruleId` opens a rule's detail (a link from a
 * report or a share), `fromGameCreate=true` picks a rule for a new game.
 */
export interface RulesSearch {
  major?: string;
  minor?: string;
  q?: string;
  sort?: RuleSort;
  ruleId?: number;
  fromGameCreate?: boolean;
}

/**
 * The router's default parser reads '?q=123' as a number and '?fromGameCreate=true' as a boolean;
 * this turns whatever arrived into RulesSearch. It runs in the screen, not in the route's
 * validateSearch, so the first page's JavaScript stays as it is (decision 011).
 */
export function readRulesSearch(raw: Record<string, unknown>): RulesSearch {
  const result: RulesSearch = {};
  const major = text(raw.major);
  const minor = text(raw.minor);
  const q = text(raw.q)?.trim();
  const ruleId = Number(raw.ruleId);
  if (major) result.major = major;
  if (major && minor) result.minor = minor;
  if (q) result.q = q;
  if (raw.sort === 'popular') result.sort = 'popular';
  if (Number.isSafeInteger(ruleId) && ruleId > 0) result.ruleId = ruleId;
  if (raw.fromGameCreate === true || raw.fromGameCreate === 'true') result.fromGameCreate = true;
  return result;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The query to write back: defaults (recent sort, no game mode) are left out of the address. */
export function writeRulesSearch(search: RulesSearch): RulesSearch {
  const result: RulesSearch = {};
  if (search.major) result.major = search.major;
  if (search.major && search.minor) result.minor = search.minor;
  if (search.q) result.q = search.q;
  if (search.sort === 'popular') result.sort = 'popular';
  if (search.ruleId) result.ruleId = search.ruleId;
  if (search.fromGameCreate) result.fromGameCreate = true;
  return result;
}
