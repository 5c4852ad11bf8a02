import { z } from 'zod';

/**
 * The one gate for text a person types (issue 7 §2, decision 008). PostgreSQL refuses NUL (22021),
 * bidi controls let a name display as something else ("Trojan Source"), and zero-width characters
 * make two different ids look the same. Every schema that takes user text starts from one of the
 * two field classes below, so the rule is written once and the message names the field.
 *
 * - single-line (names and ids: nickname, username, group id, titles, search words, tokens):
 *   every control character (Cc, tab and line breaks included), bidi controls, zero-width
 *   characters, line/paragraph separators and broken UTF-16 are refused.
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

const singleLineForbidden = new RegExp(`[\\p{Cc}\\p{Cs}\\u2028\\u2029${BIDI_CONTROLS}${ZERO_WIDTH}]`, 'u');
const multiLineForbidden = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\p{Cs}${BIDI_CONTROLS}]`,
  'u',
);

export type TextFieldClass = 'single-line' | 'multi-line';

/** The first character a field of this class refuses, or null when the (NFC) text is acceptable. */
export function findForbiddenCharacter(text: string, fieldClass: TextFieldClass): string | null {
  const match = (fieldClass === 'single-line' ? singleLineForbidden : multiLineForbidden).exec(text);
  return match ? match[0] : null;
}

/** '닉네임' → '닉네임에 쓸 수 없는 문자가 있어요.' (에 follows any final consonant). */
export const forbiddenCharacterMessage = (label: string) => `${label}에 쓸 수 없는 문자가 있어요.`;

interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
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
export function singleLineText(label: string, options: TextOptions = {}) {
  return textOfClass('single-line', label, options);
}

/** Free text that may span lines and carry emoji sequences. */
export function multiLineText(label: string, options: TextOptions = {}) {
  return textOfClass('multi-line', label, options);
}
