/**
 * Words the package lists miss, kept here (own work). Decisions, for a sports community where
 * players write rule texts, reviews, comments and chat:
 * - 존나 (from 좆) is blocked with its spellings and ㅈㄴ; 졸라 is not: it is milder, and 졸라 is
 *   also the verb in "신발 끈을 졸라 매요".
 * - 미친 alone is not blocked ("미친 플레이" is praise); 미친놈/년/새끼 are.
 * - 병신년 (丙申年, 2016) is not allowed through: people write 2016년, and the insult is far
 *   more common in what players type.
 * - 씨발라먹다 written as one word is caught; the standard spacing "씨 발라 먹어요" passes, because a
 *   match may cross a space only when it covers whole tokens (see korean-matcher.ts).
 * - 개년 is not listed: "3개년 계약" (a three-year contract) is ordinary sports news.
 * - C8/18 (씨발 puns) are not listed: seat C8 and the number 18 are far more common.
 */
export const EXTRA_KO_WORDS = (
  '시벌 씨바 씨펄 쓰발 쒸발 씌발 십새끼 씹새 씹년 씹놈 좆같 좇까 좆나 빙신 병쉰 등신 개색기 ' +
  '개색끼 개세끼 개쌔끼 썅년 걸레년 호로자식 후레자식 느금마 니기미 니애미 니애비 느그애미 ' +
  '애미뒤진 애비뒤진 느개비 한남충 틀딱 미친놈 미친년 미친새끼 개같은 개같네 개놈 c발 c팔'
).split(' ');

/** Initial-consonant abbreviations not in badwords-ko. */
export const EXTRA_KO_JAMO = 'ㄱㅅㄲ ㅈㄲ ㅁㅊㄴ ㄴㄱㅁ'.split(' ');

/**
 * English additions, in obscenity's notation, and Korean swearing typed in English: romanised, or
 * typed with the keyboard left in English mode (tlqkf = 시발, qudtls = 병신, wlfkf = 지랄).
 */
export const EXTRA_EN_WORDS = (
  'asshole arsehole jackass dumbass smartass fatass biatch |fck |fuk| |fukin |fuking fucc phuck ' +
  '|stfu| cocksucker |spic| |spics| tlqkf qudtls wlfkf |sibal| |ssibal| |shibal| |jonna| byungsin ' +
  'byeongsin gaesaekki'
).split(' ');
