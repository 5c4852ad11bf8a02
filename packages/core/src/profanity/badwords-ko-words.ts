/**
 * Korean words taken from the npm package badwords-ko 1.0.4 (MIT, see NOTICE). The package itself
 * is not a dependency: it is CommonJS, compiles a regular expression per word on every call, and
 * about half of its 574 entries are not profanity in a sports community (삐걱, 꼴랑, 노무, 오크,
 * 대가리, 뚝배기, 자살, 시녀, 미친, 존맛…) or hit ordinary words (앰 in 앰프, 애미, 십팔 = 18).
 * Kept: words that are insults, slurs or swearing in every context they occur in.
 * Matched after folding (units.ts), so spacing, digits and symbols need no entries of their own.
 */
export const BADWORDS_KO_WORDS = (
  '씨발 시발 씨빨 시빨 씨팔 시팔 씨벌 씨바알 시바알 씨부럴 씨부렬 시부럴 시부렬 씨방새 시방새 ' +
  '쉬발 슈발 쉬펄 쒸펄 시펄 씹새끼 씹창 씹할 씹팔 씹쌔 좆 좃 좆까 좇같 병신 븅신 엠빙신 엠창 앰창 ' +
  '엠생 지랄 지롤 즤랄 쥐랄 g랄 개새끼 개새기 계새끼 괘새끼 쌔끼 새끼야 샹년 쌍년 쌍놈 썅 창녀 ' +
  '화냥년 화낭년 호로새끼 존나 조온나 죤나 쥰나 조낸 느금 니미럴 닝기리 짱깨 짱개 짱꼴라 쪽바리 ' +
  '조센징 김치녀'
).split(' ');

/** Abbreviations in initial consonants from badwords-ko (ㅅㅂ, ㅄ…), matched only standing alone. */
export const BADWORDS_KO_JAMO = 'ㅅㅂ ㅆㅂ ㅂㅅ ㅈㄹ ㅈㄴ ㅅㄲ'.split(' ');
