import type { FileStorage } from './file-storage.ts';

/** The mark around a file key in statement-written JSON text (db/json-text.ts `fileUrlJsonText`). */
const MARK = '\u0001';

/**
 * JSON text a statement wrote (issue 17) with each marked file key replaced by its URL as a JSON
 * string: the same bytes a presenter calling `storage.publicUrl(key)` and the serializer wrote (the
 * URL is the storage's to make: its base and its escaping of the key live here). `to_json` writes a
 * control character only as `\u0001`, so the marks come in pairs and nothing else splits on them:
 * the odd parts are the keys. Each distinct key is made a URL once (a page repeats its players).
 * A text without marks is answered as it is.
 */
export function withFileUrls(text: string, storage: FileStorage): string {
  if (!text.includes(MARK)) return text;
  const parts = text.split(MARK);
  const urls = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i]!;
    let url = urls.get(key);
    if (url === undefined)
      urls.set(key, (url = JSON.stringify(storage.publicUrl(JSON.parse(key) as string))));
    parts[i] = url;
  }
  return parts.join('');
}
