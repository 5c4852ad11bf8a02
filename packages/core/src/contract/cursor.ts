import { z } from 'zod';

/*
 * The fields of a list cursor (contract notes, "Lists"; issue 16 item 1). A cursor is opaque to
 * clients, but it comes back from them, so each field is typed as strictly as the value the server
 * put there: every value a cursor schema accepts must be one PostgreSQL takes in the keyset
 * comparison, or a forged cursor would reach the database as a 22007/22008 (a 500) instead of the
 * 400 '목록 위치 정보가 올바르지 않아요…'. The server's `decodeCursor` answers that 400 for any failure.
 */

/** The largest id a cursor may carry: ids are bigint, JavaScript numbers are exact up to here. */
export const CURSOR_ID_MAX = Number.MAX_SAFE_INTEGER;
/** The largest `integer` (int4) column value, for counters compared as ::integer. */
export const CURSOR_INT4_MAX = 2_147_483_647;

// YYYY-MM-DD, 'T' or ' ' (PostgreSQL's own timestamptz::text uses a space), hh:mm:ss, up to
// microseconds, and an offset: Z, ±hh, ±hh:mm or ±hh:mm:ss (PostgreSQL prints the shortest).
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::(\d{2})(?::(\d{2}))?)?)$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * An instant as an ISO-8601 string with an offset, years 1970–9999, a real calendar day and clock
 * time (no 24:00, no leap second, no 30 February): what PostgreSQL parses as timestamptz whatever
 * its DateStyle. Both the 'T' form (`Date.toISOString()`) and PostgreSQL's `::text` form are ours.
 */
export function isCursorInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute, offsetSecond] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  return (
    year! >= 1970 &&
    year! <= 9999 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysIn(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHour! <= 15 &&
    offsetMinute! <= 59 &&
    offsetSecond! <= 59
  );
}

/** The one instant type of every cursor (created_at, activity, match time…). */
export const CursorInstantSchema = z.string().max(40).refine(isCursorInstant);

/** A row id in a cursor (bigint columns, compared as ::bigint). */
export const CursorIdSchema = z.number().int().min(1).max(CURSOR_ID_MAX);

/** A non-negative counter compared as ::integer (play counts, distances in metres). */
export const CursorInt4Schema = z.number().int().min(0).max(CURSOR_INT4_MAX);

/** A text sort key in a cursor (a nickname): bounded, and never a NUL PostgreSQL cannot store. */
export const cursorText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !text.includes('\u0000'));

/** The common cursor of a newest-first list: [the row's instant, its id]. */
export const InstantIdCursorSchema = z.tuple([CursorInstantSchema, CursorIdSchema]);
