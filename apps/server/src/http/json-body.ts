import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Deeper than any request of ours; JSON.parse's cost and memory grow with depth × size. */
export const JSON_MAX_DEPTH = 32;

/**
 * True when the JSON text nests objects/arrays deeper than `maxDepth`. One linear pass that skips
 * strings, so a 1 MB `[[[[…` is refused in about a millisecond, before JSON.parse builds anything.
 */
export function jsonExceedsDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks kept) behind a nesting limit. The size
 * limit is the app's `bodyLimit` (JSON_BODY_LIMIT_BYTES); multipart routes have their own limits.
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth = JSON_MAX_DEPTH): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonExceedsDepth(text, maxDepth)) {
      done(new AppError('bad_request', '요청 본문이 너무 깊게 중첩되어 있어요.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
