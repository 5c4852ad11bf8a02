import type { FileStorage } from '../../storage/file-storage.ts';
import { withFileUrls } from '../../storage/file-url-text.ts';
import type { RankingPageText } from './ratings.queries.ts';

/**
 * GET /api/rules/{ruleId}/rankings' body: the statement wrote the entries and the viewer's row as
 * the wire's JSON text (ratings.queries.ts, `rankedJsonText`: whole-number ratings, 알 수 없음 for
 * a missing name); here they are joined under the rule's name and their pictures' URLs put in.
 */
export function presentRuleRankingJson(
  page: RankingPageText & { ruleName: string },
  storage: FileStorage,
): string {
  const text = `{"ruleName":${JSON.stringify(page.ruleName)},"rankings":[${page.entries ?? ''}],"currentUserRanking":${page.mine ?? 'null'}}`;
  return withFileUrls(text, storage);
}

/**
 * GET /api/games/{id}/ranking's body: the statement wrote the entries, in order, as the wire's
 * JSON text (ratings.queries.ts, `gameRankingEntryText`); here their pictures' URLs are put in.
 */
export function presentGameRankingJson(entries: string | null, storage: FileStorage): string {
  return withFileUrls(`{"rankings":[${entries ?? ''}]}`, storage);
}
