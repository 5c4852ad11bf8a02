import { z } from 'zod';

/**
 * The one gate for text a person types (issue 7 §2, decision 008). PostgreSQL refuses NUL (22021),
 * bidi controls let a name display as something else ("Trojan Source"), and zero-width characters
 * make two different ids look the same. Every schema that takes user text starts from one of the
 * two field classes below, so the rule is written once and the message names the field.
 *
 * - single-line (names and ids: nickname, username, group id, titles, search words, tokens):
 *   every control character (Cc, tab and line breaks included), every format character (Cf: bidi
 *   controls, zero-width characters, soft hyphen, invisible operators, tag characters…), the
 *   characters that draw as nothing (Hangul fillers, the blank braille pattern…), a combining mark
 *   or variation selector with nothing to sit on, line/paragraph separators and broken UTF-16 are
 *   refused, and a value that is not blank must hold at least one letter or digit (search words
 *   excepted) — otherwise a nickname of one U+3164 reads 'ﾠ님이…' in every notification (issue 16 §4).
 * - multi-line (free text: bio, affiliation, rule texts, comments, chat, contact messages): tab,
 *   LF and CR stay, zero-width characters stay (U+200D joins emoji such as 👩‍💻 and 👨‍👩‍👧; U+200C
 *   is needed by some scripts), NUL and every other control, bidi controls and broken UTF-16 are
 *   refused.
 *
 * Both always normalise to NFC first, so '한' typed as three jamo is one character and compares equal.
 */

/** U+202A–202E embeddings/overrides, U+2066–2069 isolates, U+200E/F marks, U+061C Arabic letter mark. */
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** Zero-width space, non-joiner, joiner, word joiner and the BOM used as a zero-width no-break space. */
const ZERO_WIDTH = '\\u200B-\\u200D\\u2060\\uFEFF';

/**
 * Letters that render as blank space but are not whitespace, so `.trim()` keeps them: the Hangul
 * choseong/jungseong/compatibility/halfwidth fillers, the blank braille pattern and the object
 * replacement character. (Format characters — U+00AD, U+180E, U+2061–2064, tags — are Cf.)
 */
const BLANK_LETTERS = '\\u3164\\uFFA0\\u115F\\u2800\\uFFFC\\u1160';
/** The whole tag block, its unassigned code points too (only some of them are Cf). */
const TAGS = '\\u{E0000}-\\u{E007F}';
/**
 * Marks that draw nothing even on a base: the combining grapheme joiner, Khmer's inherent vowels
 * and the Mongolian free variation selectors. A class of their own: a mark written right after a
 * letter inside one character class reads as a single combined character.
 */
const invisibleMarks = /[\u034F\u17B4\u17B5\u180B-\u180D\u180F]/u;

const singleLineForbidden = new RegExp(
  `[\\p{Cc}\\p{Cf}\\p{Cs}\\u2028\\u2029${BIDI_CONTROLS}${ZERO_WIDTH}${BLANK_LETTERS}${TAGS}]`,
  'u',
);
/** A combining mark (variation selectors included) at the start or after a space: nothing to sit on. */
const bareMark = /(?:^|\s)(\p{M})/u;
const letterOrDigit = /[\p{L}\p{N}]/u;
const multiLineForbidden = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\p{Cs}${BIDI_CONTROLS}]`,
  'u',
);

export type TextFieldClass = 'single-line' | 'multi-line';

/** The first character a field of this class refuses, or null when the (NFC) text is acceptable. */
export function findForbiddenCharacter(text: string, fieldClass: TextFieldClass): string | null {
  if (fieldClass === 'multi-line') return multiLineForbidden.exec(text)?.[0] ?? null;
  return (
    singleLineForbidden.exec(text)?.[0] ?? invisibleMarks.exec(text)?.[0] ?? bareMark.exec(text)?.[1] ?? null
  );
}

/**
 * True when a single-line value shows something readable: blank values pass (the field's own
 * `.min(1, …)` names what is missing), anything else needs a letter or a digit, so '!!!' or '⚽'
 * alone is no name. Run after `findForbiddenCharacter`, which has refused the invisible letters.
 */
export function hasLetterOrDigit(text: string): boolean {
  return text.trim() === '' || letterOrDigit.test(text);
}

/** '닉네임' → '닉네임에 쓸 수 없는 문자가 있어요.' (에 follows any final consonant). */
export const forbiddenCharacterMessage = (label: string) => `${label}에 쓸 수 없는 문자가 있어요.`;

/** '닉네임' → '닉네임에 글자나 숫자를 하나 이상 넣어 주세요.' */
export const letterOrDigitMessage = (label: string) => `${label}에 글자나 숫자를 하나 이상 넣어 주세요.`;

interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
}

interface SingleLineOptions extends TextOptions {
  /** A search word may be symbols only ('_', '%', '#'): it names nothing, so no letter is needed. */
  search?: boolean;
}

function textOfClass(fieldClass: TextFieldClass, label: string, options: TextOptions) {
  const message = forbiddenCharacterMessage(label);
  return z
    .string(options.error ? { error: options.error } : undefined)
    .normalize('NFC')
    .refine((value) => findForbiddenCharacter(value, fieldClass) === null, { message, abort: true });
}

/**
 * A name or an id on one line. Chain the field's own rules after it (`.trim().min(1, …)`); the
 * character check runs first and stops the rest, so the person hears the most useful message.
 */
export function singleLineText(label: string, options: SingleLineOptions = {}) {
  return textOfClass('single-line', label, options).refine(
    (value) => options.search || hasLetterOrDigit(value),
    {
      message: letterOrDigitMessage(label),
      abort: true,
    },
  );
}

/** Free text that may span lines and carry emoji sequences. */
export function multiLineText(label: string, options: TextOptions = {}) {
  return textOfClass('multi-line', label, options);
}
