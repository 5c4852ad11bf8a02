/**
 * Calendar arithmetic in Asia/Seoul. Everything that shows a day, a weekday or a clock time goes
 * through here so the answer never depends on the machine's (or the phone's) time zone.
 */

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

export interface SeoulParts {
  year: number;
  month: number; // 1–12
  day: number;
  weekday: number; // 0 = Sunday … 6 = Saturday
  hour: number; // 0–23
  minute: number;
}

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// 'en-US' numeric parts need only time-zone data, not Korean locale data, so small-ICU builds
// still give the right numbers; the Korean words are added by our own code. Built once: creating
// an Intl formatter is far slower than using one.
const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

// A date-time written without an offset ('2025-07-21T15:05', the contract's matchDate) is Korean
// local time. `new Date()` would read it in the machine's zone, so we pin it to +09:00 (Seoul has
// had no daylight saving since 1988).
const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?))?$/;

/** Turns a Date or an ISO-like string into a Date; an unparsable value gives an Invalid Date. */
export function toInstant(value: Date | string): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  const zoneless = ZONELESS.exec(text);
  if (zoneless) return new Date(`${zoneless[1]}T${zoneless[2] ?? '00:00'}+09:00`);
  return new Date(text);
}

export function isValidInstant(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

export function seoulParts(date: Date): SeoulParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Days since 1970-01-01 of the Seoul calendar date: differences count calendar days, not 24 h. */
export function seoulDayNumber(date: Date): number {
  const { year, month, day } = seoulParts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}
