import type { FastifyReply } from 'fastify';

/** What Fastify writes for an object answer; a page sent as text says the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `text`, an answer already written as JSON (by the statement, issue 17), as it is: Fastify
 * sends a string or a Buffer (UTF-8) with a JSON content type past the route's response serializer. The type says what
 * the text holds, so the route keeps its schema's type; the API and compat suites parse such answers
 * with the core schemas, and each route's tests compare them with the object-built answer.
 */
export function sendJsonText<T>(reply: FastifyReply, text: string | Buffer): T {
  return reply.type(JSON_CONTENT_TYPE).send(text) as unknown as T;
}
