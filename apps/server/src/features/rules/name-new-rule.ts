import { ruleTitleSchema } from '@hanpan/core';
import type { CategoryTaxonomy, RuleNamer, RuleNaming } from '../../integrations/rule-naming/index.ts';
import type { RuleFormFields, RuleNames } from './rule-content.ts';

/** The catch-all category, as a major and as its minor: always in the seeded taxonomy. */
export const OTHER_CATEGORY = '기타';
/** Only when a namer answers an unusable title (it should never): neutral and short. */
export const FALLBACK_TITLE = '나만의 규칙';

/**
 * The namer's answer made safe to store: a (major, minor) pair that exists in the taxonomy (else
 * 기타/기타) and a title the edit form itself would accept (≤ 20 characters, no bad word).
 */
export function checkedNames(naming: RuleNaming, taxonomy: CategoryTaxonomy): RuleNames {
  const known = taxonomy.majors.some(
    (major) => major.name === naming.majorCategory && major.minors.includes(naming.minorCategory),
  );
  const title = ruleTitleSchema.safeParse(naming.title);
  return {
    title: title.success ? title.data : FALLBACK_TITLE,
    majorCategory: known ? naming.majorCategory : OTHER_CATEGORY,
    minorCategory: known ? naming.minorCategory : OTHER_CATEGORY,
  };
}

/** Title and categories for a new rule: the server chooses them (spec §4, step 15). */
export async function nameNewRule(
  namer: RuleNamer,
  taxonomy: CategoryTaxonomy,
  form: RuleFormFields & { referenceSport?: string | null | undefined },
): Promise<RuleNames> {
  const naming = await namer.name(
    {
      goal: form.ruleGoal,
      scoreDefinition: form.ruleScoreDefinition,
      preparation: form.rulePreparation,
      order: form.ruleOrder,
      decision: form.ruleDecision,
      foul: form.ruleFoul,
      extraInfo: form.ruleExtraInfo,
      referenceSport: form.referenceSport ?? null,
    },
    taxonomy,
  );
  return checkedNames(naming, taxonomy);
}
