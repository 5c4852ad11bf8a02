import { CATEGORY_KEYWORDS, FALSE_FRIENDS } from './category-keywords.ts';
import {
  OTHER,
  REFERENCE_SPORTS_MAJOR,
  validReferenceSport,
  type CategoryTaxonomy,
  type RuleNamer,
  type RuleNaming,
  type RuleNamingInput,
} from './rule-naming.ts';
import { composeTitle, type TitleFacts } from './rule-title.ts';

/**
 * The namer that always works: no network, no randomness (same input and taxonomy → same answer),
 * and the category is always a pair of the taxonomy passed in. It is the default and the fallback
 * of the AI provider.
 */

/** The goal says what the rule is about; the score and the preparation say what is played with. */
const FIELD_WEIGHTS: [field: keyof RuleNamingInput, weight: number][] = [
  ['goal', 3],
  ['scoreDefinition', 2],
  ['preparation', 2],
  ['order', 1],
  ['decision', 1],
  ['foul', 1],
  ['extraInfo', 1],
];

const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();

const MASKED_FALSE_FRIENDS = FALSE_FRIENDS.map(compact);

function searchableText(text: string): string {
  // '|' never occurs in a compact keyword, so a masked word cannot join its neighbours into one.
  return MASKED_FALSE_FRIENDS.reduce((result, word) => result.replaceAll(word, '|'), compact(text));
}

interface Keyword {
  compact: string;
  /** How the word is written in a title, for nouns; null for stems. */
  display: string | null;
}

function keywordsFor(major: string, minor: string): Keyword[] {
  const row = CATEGORY_KEYWORDS.find((entry) => entry.major === major && entry.minor === minor);
  // Its own name ('탁구', and '논리' + '추리력' for '논리·추리력') also finds a minor an admin added.
  const ownName = [minor, ...minor.split('·')].map((word) => ({ word, display: null }));
  const listed = [
    ...(row?.nouns ?? []).map((word) => ({ word, display: word })),
    ...(row?.stems ?? []).map((word) => ({ word, display: null })),
    ...ownName,
  ];
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  for (const { word, display } of listed) {
    const key = compact(word);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push({ compact: key, display });
  }
  return keywords;
}

interface Candidate extends TitleFacts {
  score: number;
}

/** The minor whose keywords weigh most in the texts; longer keywords weigh more (미식축구 > 축구). */
function bestByKeywords(input: RuleNamingInput, taxonomy: CategoryTaxonomy): Candidate | null {
  const fields = FIELD_WEIGHTS.map(([field, weight]) => ({
    text: searchableText(String(input[field] ?? '')),
    weight,
  }));
  let best: Candidate | null = null;
  for (const { name: major, minors } of taxonomy.majors) {
    for (const minor of minors) {
      if (minor === OTHER) continue;
      let score = 0;
      let subject: { display: string; score: number } | null = null;
      for (const keyword of keywordsFor(major, minor)) {
        const points = fields.reduce(
          (sum, field) =>
            field.text.includes(keyword.compact) ? sum + field.weight * keyword.compact.length : sum,
          0,
        );
        score += points;
        if (keyword.display && points > (subject?.score ?? 0))
          subject = { display: keyword.display, score: points };
      }
      // Strictly greater: on a tie the minor listed first in the taxonomy stays.
      if (score > (best?.score ?? 0)) best = { major, minor, subject: subject?.display ?? null, score };
    }
  }
  return best;
}

/** '기타'/'기타' when the taxonomy has it; otherwise the closest catch-all it does have. */
function catchAll(taxonomy: CategoryTaxonomy): TitleFacts {
  const pairs = taxonomy.majors.flatMap(({ name, minors }) =>
    minors.map((minor) => ({ major: name, minor })),
  );
  const pick =
    pairs.find((pair) => pair.major === OTHER && pair.minor === OTHER) ??
    pairs.find((pair) => pair.major === OTHER) ??
    pairs.find((pair) => pair.minor === OTHER && pair.major !== REFERENCE_SPORTS_MAJOR) ??
    pairs.at(-1);
  // WARNING: the taxonomy is seeded in every environment; an empty one is a bug, not a rule to name.
  if (!pick) throw new Error('rule naming needs a category taxonomy with at least one minor');
  return { ...pick, subject: null };
}

export function nameRuleOffline(input: RuleNamingInput, taxonomy: CategoryTaxonomy): RuleNaming {
  const reference = validReferenceSport(input, taxonomy);
  const facts: TitleFacts = reference
    ? { major: REFERENCE_SPORTS_MAJOR, minor: reference, subject: null }
    : (bestByKeywords(input, taxonomy) ?? catchAll(taxonomy));
  return {
    title: composeTitle(input, facts),
    majorCategory: facts.major,
    minorCategory: facts.minor,
    source: 'offline',
  };
}

export const offlineRuleNamer: RuleNamer = {
  name: (input, taxonomy) => Promise.resolve(nameRuleOffline(input, taxonomy)),
};
