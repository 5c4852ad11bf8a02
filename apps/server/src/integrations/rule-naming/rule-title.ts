import { REFERENCE_SPORTS_MAJOR, OTHER, TITLE_MAX_LENGTH, type RuleNamingInput } from './rule-naming.ts';

/**
 * Short Korean titles without a language model. A goal that already reads like a title ('종이컵 탑
 * 쌓기 대결') is kept; a goal written as a sentence is turned into one from what the texts say:
 * duration, target points, sets, the thing played with and the main verb ('1분 플랭크 버티기',
 * '탁구 11점 단판', '종이컵 쌓기 대결').
 */

/** The title used when nothing at all can be said (a blank goal). */
const FALLBACK_TITLE = '새로운 한판';

const TRAILING_PUNCTUATION = /[\s\p{P}\p{S}]+$/u;
const LEADING_PUNCTUATION = /^[\s\p{P}]+/u;

/** Collapses spaces and drops punctuation at both ends; does not shorten. */
export function tidyTitle(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(LEADING_PUNCTUATION, '')
    .replace(TRAILING_PUNCTUATION, '');
}

/** At most TITLE_MAX_LENGTH, cut at the last space that fits (mid-word only for one long word). */
export function fitTitle(text: string): string {
  const tidy = tidyTitle(text);
  if (tidy.length <= TITLE_MAX_LENGTH) return tidy;
  const lastSpace = tidy.lastIndexOf(' ', TITLE_MAX_LENGTH);
  let cut = lastSpace > 0 ? tidy.slice(0, lastSpace) : tidy.slice(0, TITLE_MAX_LENGTH);
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  // A sentence cut short ends on an object particle ('…대회를'); the bare noun reads as a title.
  return tidyTitle(cut.replace(/(?<=[가-힣]{2})(?:을|를)$/, ''));
}

/** Copula endings that turn a noun phrase into a sentence ('…대결입니다' → '…대결'). */
const COPULA_ENDING = /\s*(?:입니다|이에요|예요|이다|이죠|임)$/;
/** What is left ending like this is a sentence, not a title ('먼저 넣으면 이겨요'). */
const SENTENCE_ENDING = /(?:요|다|까|죠|네|니)$/;

/** The goal's first sentence, without punctuation or a copula ending. */
function keyPhraseOf(goal: string): string {
  const first = goal.split(/[.!?](?=\s|$)|[\n。]/).find((part) => part.trim() !== '') ?? '';
  return tidyTitle(tidyTitle(first).replace(COPULA_ENDING, ''));
}

/** Titles are a few words; more is a description ('벌주를 피하는 사람이 이기는 게임'). */
const TITLE_MAX_WORDS = 4;

/** The goal's key phrase when it already reads like a title: short, few words, not a sentence. */
function goalAsTitle(goal: string): string | null {
  const phrase = keyPhraseOf(goal);
  const tooLong = phrase.length > TITLE_MAX_LENGTH || phrase.split(' ').length > TITLE_MAX_WORDS;
  if (phrase.length < 2 || tooLong || SENTENCE_ENDING.test(phrase)) return null;
  return phrase;
}

function firstMatch(texts: string[], pattern: RegExp): RegExpExecArray | null {
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

/** '1분', '30초': how long a round lasts, when the texts say so. */
function durationOf(input: RuleNamingInput): string | null {
  const match = firstMatch(
    [input.goal, input.order, input.decision, input.scoreDefinition],
    /(\d{1,3})\s*(초|분)(?![가-힣])|(\d{1,3})\s*(초|분)\s*(?:동안|안에|간|내)/,
  );
  if (!match) return null;
  return match[1] ? `${match[1]}${match[2]}` : `${match[3]}${match[4]}`;
}

/** Target points ('11점을 먼저', '먼저 21점'), not the points one action earns ('넣으면 1점'). */
function targetPointsOf(input: RuleNamingInput): string | null {
  const match = firstMatch(
    [input.goal, input.decision, input.scoreDefinition, input.order],
    /(?:먼저\s*(\d{1,3})\s*점)|(?:(\d{1,3})\s*점\s*(?:을|이|에)?\s*(?:먼저|선취|도달|내기|승부|제))/,
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** '3판 2선승', '3세트', or '단판' when the texts never speak of more than one. */
function setsOf(input: RuleNamingInput): string {
  const texts = [input.goal, input.decision, input.order, input.scoreDefinition];
  const bestOf = firstMatch(texts, /(\d)\s*판\s*(\d)\s*선승/);
  if (bestOf) return `${bestOf[1]}판 ${bestOf[2]}선승`;
  const sets = firstMatch(texts, /(\d)\s*세트/);
  return sets && Number(sets[1]) > 1 ? `${sets[1]}세트` : '단판';
}

/** Main verbs of a goal and the noun form a title uses. */
const VERBS: [stem: string, noun: string][] = [
  ['버티', '버티기'],
  ['버텨', '버티기'],
  ['쌓', '쌓기'],
  ['외우', '외우기'],
  ['외워', '외우기'],
  ['맞히', '맞히기'],
  ['맞혀', '맞히기'],
  ['던지', '던지기'],
  ['던져', '던지기'],
  ['넣', '넣기'],
  ['뒤집', '뒤집기'],
  ['날리', '날리기'],
  ['날려', '날리기'],
  ['세우', '세우기'],
  ['세워', '세우기'],
  ['튕기', '튕기기'],
  ['튕겨', '튕기기'],
  ['옮기', '옮기기'],
  ['옮겨', '옮기기'],
  ['굴리', '굴리기'],
  ['굴려', '굴리기'],
  ['찾', '찾기'],
  ['서 있', '서기'],
];

/** Where one action of a goal ends: '…를 하고 ', '…해서 ', '…넣으면 ', a comma. */
// Not a bare '서': '오래 서 있는' is one action.
const CLAUSE_BREAK = /(?:고|해서|어서|아서|워서|며|면|지만)\s+|[,，]/;

/**
 * The first verb acting on the subject, as a noun ('종이컵으로 탑을 쌓는' → '쌓기'): searched in the
 * goal's clause that names the subject, or in its first clause when the subject came from elsewhere,
 * so '자기소개를 하고 공통점을 찾는' does not become '자기소개 찾기'.
 */
function verbFor(goal: string, subject: string): string | null {
  const clauses = goal.split(CLAUSE_BREAK);
  const key = subject.replace(/\s+/g, '');
  const withSubject = clauses.find((clause) => clause.replace(/\s+/g, '').includes(key));
  const clause = withSubject ?? clauses[0] ?? '';
  const from = withSubject ? Math.max(0, clause.indexOf(subject)) : 0;
  let best: { index: number; noun: string } | null = null;
  for (const [stem, noun] of VERBS) {
    const index = clause.indexOf(stem, from);
    if (index !== -1 && (best === null || index < best.index)) best = { index, noun };
  }
  return best?.noun ?? null;
}

export interface TitleFacts {
  major: string;
  minor: string;
  /** The keyword the category was chosen for, when it can stand in a title ('종이컵'). */
  subject: string | null;
}

/** Never empty, ≤ TITLE_MAX_LENGTH, no punctuation at the end, same facts → same title. */
export function composeTitle(input: RuleNamingInput, facts: TitleFacts): string {
  const kept = goalAsTitle(input.goal);
  if (kept) return kept;

  const duration = durationOf(input);
  if (facts.major === REFERENCE_SPORTS_MAJOR && facts.minor !== OTHER) {
    const points = targetPointsOf(input);
    const sets = setsOf(input);
    const words = points
      ? [facts.minor, `${points}점`, sets]
      : [duration, facts.minor, sets === '단판' ? '한판 승부' : `${sets} 승부`];
    return fitTitle(words.filter(Boolean).join(' ')) || FALLBACK_TITLE;
  }

  if (facts.subject) {
    // '팔굽혀펴기' is already an action; '팔굽혀펴기 버티기' would say it twice.
    const verb = facts.subject.endsWith('기') ? null : verbFor(input.goal, facts.subject);
    const words = [duration, facts.subject, verb, duration && verb ? null : '대결'];
    return fitTitle(words.filter(Boolean).join(' ')) || FALLBACK_TITLE;
  }
  if (facts.minor !== OTHER) {
    // The category's name is no object of a verb ('암기력 외우기'), so it stands alone.
    return fitTitle([duration, facts.minor, '대결'].filter(Boolean).join(' ')) || FALLBACK_TITLE;
  }

  return fitTitle(keyPhraseOf(input.goal)) || FALLBACK_TITLE;
}
