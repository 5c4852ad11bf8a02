import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers encoded by the response schema's compiled serializer instead of a zod pass (issue 17).
 *
 * By default every answer goes through fastify-type-provider-zod: `safeEncode` (a full zod pass over
 * the page) and then `JSON.stringify`. For a list or a profile that is a large share of the request
 * (~8 % of a 30-rule page). A route opts in by wrapping its response schema —
 * `response: { 200: compiledResponse(RuleListSchema) }` — and its answers are then written by
 * fast-json-stringify from the schema's JSON Schema (`z.toJSONSchema`, output side), built once per
 * schema when the route is registered.
 *
 * The bytes are the ones zod would send: the same keys in the schema's order, unknown keys left out
 * (zod strips them; here `additionalProperties: false`), optional keys left out when undefined, a
 * missing required key a 500 (zod's serialisation error is one too). What it does not do is check
 * every value against the schema (a wrong enum value or a too-long string goes out as it is): the
 * API and compat suites parse every answer with the core schemas, so a presenter drifting from the
 * contract still fails there. Only schemas JSON Schema can say are accepted — a transform or a
 * codec on the output side throws when the route is registered, never at request time.
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Marks `schema` for the compiled serializer and answers it unchanged (its types, its OpenAPI name):
 * the mark is on the schema, so every route answering with it is served by the one compiled
 * function.
 */
export function compiledResponse<S extends z.ZodType>(schema: S): S {
  if (!compiled.has(schema)) compiled.set(schema, compileSerializer(schema));
  return schema;
}

/** fast-json-stringify's function for `schema` (exported for the byte-equality tests). */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  delete jsonSchema.$schema;
  return fastJsonStringify(nullableForFastJson(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
}

type JsonSchemaNode = Record<string, unknown>;

/**
 * zod writes `X | null` as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify can only settle
 * by validating the value against each branch (ajv, per value). The same thing said as a nullable
 * type is a plain `=== null` test: `type: [t, 'null']` for scalars, `nullable: true` for objects
 * and arrays.
 */
function nullableForFastJson(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableForFastJson);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonSchemaNode).map(([key, child]): [string, unknown] => [
    key,
    key === 'properties' || key === 'definitions' || key === '$defs'
      ? Object.fromEntries(
          Object.entries(child as JsonSchemaNode).map(([k, v]) => [k, nullableForFastJson(v)]),
        )
      : nullableForFastJson(child),
  ]);
  const result = Object.fromEntries(entries) as JsonSchemaNode;
  const anyOf = result.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(result).length !== 1) return result;
  const nullIndex = anyOf.findIndex((branch) => isNullType(branch));
  if (nullIndex === -1) return result;
  const other = anyOf[1 - nullIndex] as JsonSchemaNode;
  if (typeof other.type !== 'string') return result;
  if (other.type === 'object' || other.type === 'array') return { ...other, nullable: true };
  return { ...other, type: [other.type, 'null'] };
}

function isNullType(branch: unknown): boolean {
  return (
    typeof branch === 'object' &&
    branch !== null &&
    Object.keys(branch).length === 1 &&
    (branch as JsonSchemaNode).type === 'null'
  );
}

/**
 * The app's serializer compiler: a schema marked by `compiledResponse` gets its compiled serializer,
 * every other one zod's (`safeEncode` + `JSON.stringify`).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const fast = compiled.get(route.schema);
  if (fast) return fast;
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
