import { seoulParts } from '@hanpan/core/time';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { getDeviceId } from '@/lib/device-id';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/local-store';

/** Today in Seoul as YYYY-MM-DD: the server counts days the same way. */
export function seoulDateKey(now: Date = new Date()): string {
  const { year, month, day } = seoulParts(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

let inFlight: Promise<void> | null = null;

/**
 * POST /api/access/daily-first once per Seoul day per device (spec §7, §9). The date is stored only
 * after the server answered, so a failed call is tried again on the next visit.
 */
export function sendDailyFirstAccess(now: Date = new Date()): Promise<void> {
  const today = seoulDateKey(now);
  if (readLocal(LOCAL_KEYS.dailyFirstDate) === today) return Promise.resolve();
  inFlight ??= api
    .post(
      '/api/access/daily-first',
      contract((c) => c.DailyFirstResponseSchema),
      { deviceId: getDeviceId() },
      { redirectOnUnauthorized: false },
    )
    .then(() => writeLocal(LOCAL_KEYS.dailyFirstDate, today))
    .catch(() => undefined) // statistics only: never bother the player
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
