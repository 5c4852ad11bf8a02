import type { FileStorage } from './file-storage.ts';

/** A key the statement marked (`fileUrlJsonText`): U+0001, the key as a JSON string, U+0001. */
// eslint-disable-next-line no-control-regex -- U+0001 is the mark, chosen because JSON text never holds it
const MARKED_KEY = /\u0001("(?:[^"\\]|\\.)*")\u0001/g;

/**
 * JSON text a statement wrote (issue 17) with each marked file key replaced by its URL as a JSON
 * string: the same bytes a presenter calling `storage.publicUrl(key)` and the serializer wrote.
 * A text without marks is answered as it is.
 */
export function withFileUrls(text: string, storage: FileStorage): string {
  if (!text.includes('\u0001')) return text;
  return text.replace(MARKED_KEY, (_, key: string) =>
    JSON.stringify(storage.publicUrl(JSON.parse(key) as string)),
  );
}
