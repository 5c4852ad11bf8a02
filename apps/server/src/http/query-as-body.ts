import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The clients in the field send some calls' fields in the query string with no body
 * (`axios.post('/api/play-with-me-too/accept?requesterId=3')`, issue 16 item 14), where our clients
 * send JSON. A route that takes both adds this as its `preValidation` hook: the query's fields fill
 * the body before the body schema runs, so one schema (and its Korean messages) judges either way.
 * A field sent in both places is taken from the body.
 */
export function queryFillsBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const { body, query } = request;
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  // A body that is not an object (an array, a bare number) is left for the schema to refuse.
  if ((body === undefined || body === null || isObject(body)) && isObject(query))
    request.body = { ...query, ...(body ?? {}) };
  done();
}
