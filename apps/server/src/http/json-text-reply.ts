import { PICTURE_MARK } from '../db/json-text.ts';
import type { FastifyReply } from 'fastify';

/** What Fastify writes for an object answer; a page sent as text says the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `text`, an answer already written as JSON (by the statement, issue 17), as it is: Fastify
 * sends a string with a JSON content type past the route's response serializer. The type says what
 * the text holds, so the route keeps its schema's type; the API and compat suites parse such answers
 * with the core schemas, and each route's tests compare them with the object-built answer.
 */
export function sendJsonText<T>(reply: FastifyReply, text: string): T {
  return reply.type(JSON_CONTENT_TYPE).send(text) as unknown as T;
}

/**
 * `text` with each marked picture key (db/json-text.ts `pictureUrlText`) replaced by its URL as
 * JSON text (`urlOf`; null writes `null`), each distinct key made once.
 */
export function withPictureUrls(text: string, urlOf: (key: string) => string | null): string {
  if (!text.includes(PICTURE_MARK)) return text;
  const parts = text.split(PICTURE_MARK);
  const urls = new Map<string, string>();
  // Odd parts are the marked keys (JSON strings).
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i]!;
    let url = urls.get(key);
    if (url === undefined) urls.set(key, (url = JSON.stringify(urlOf(JSON.parse(key) as string))));
    parts[i] = url;
  }
  return parts.join('');
}
