import { INVALID_CURSOR_MESSAGE, NEXT_CURSOR_HEADER } from '@hanpan/core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Keyset paging for every list (contract notes, "Lists"). A cursor is the sort key of the last row
 * sent, JSON in base64url: opaque to clients, cheap for the database (no OFFSET scan), and stable
 * when rows are added in front while someone scrolls.
 */
export type CursorPosition = ReadonlyArray<string | number>;

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** The position in `cursor` (null without one); 400 with a Korean message when it is not ours. */
export function decodeCursor<S extends z.ZodType>(cursor: string | undefined, schema: S): z.output<S> | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('bad_request', INVALID_CURSOR_MESSAGE);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new AppError('bad_request', INVALID_CURSOR_MESSAGE);
  return result.data;
}

/**
 * Queries fetch `size + 1` rows; the extra one only says that another page exists. Answers the rows
 * to send and sets `X-Next-Cursor` (the last sent row's position) when there is more.
 */
export function sendPage<Row>(
  reply: FastifyReply,
  rows: readonly Row[],
  size: number,
  positionOf: (row: Row) => CursorPosition,
): Row[] {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  if (rows.length > size && last !== undefined)
    reply.header(NEXT_CURSOR_HEADER, encodeCursor(positionOf(last)));
  return page;
}
