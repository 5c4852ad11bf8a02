/**
 * The contract of the rule namer: a new rule's texts in, a short Korean title and a (major, minor)
 * category of the taxonomy out. The caller (the rules feature) passes the taxonomy it read from
 * rule_categories, so this folder never touches the database.
 */

export interface RuleNamingInput {
  goal: string;
  scoreDefinition: string;
  preparation: string;
  order: string;
  decision: string;
  foul: string;
  extraInfo: string | null;
  /** A minor of '기존 스포츠' the player said the rule follows, if any. */
  referenceSport: string | null;
}

export interface CategoryTaxonomy {
  majors: { name: string; minors: string[] }[];
}

export interface RuleNaming {
  title: string;
  majorCategory: string;
  minorCategory: string;
  /** 'offline' also when the AI provider was configured but failed and the offline namer answered. */
  source: 'ai' | 'offline';
}

export interface RuleNamer {
  name(input: RuleNamingInput, taxonomy: CategoryTaxonomy): Promise<RuleNaming>;
}

/** The major whose minors are the sports a player may say the rule follows. */
export const REFERENCE_SPORTS_MAJOR = '기존 스포츠';
/** The catch-all name, both as a major and as a minor. */
export const OTHER = '기타';
/** Longest title, in UTF-16 code units (so also ≤ 20 characters for any column that counts code points). */
export const TITLE_MAX_LENGTH = 20;

export function isTaxonomyPair(taxonomy: CategoryTaxonomy, major: string, minor: string): boolean {
  return taxonomy.majors.some((entry) => entry.name === major && entry.minors.includes(minor));
}

/**
 * The player's reference sport when it is a real choice: a minor of '기존 스포츠' other than '기타'
 * (the creator never offers '기타' there, so it says nothing about the rule).
 */
export function validReferenceSport(input: RuleNamingInput, taxonomy: CategoryTaxonomy): string | null {
  const sport = input.referenceSport?.trim();
  if (!sport || sport === OTHER) return null;
  return isTaxonomyPair(taxonomy, REFERENCE_SPORTS_MAJOR, sport) ? sport : null;
}
