import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/render-app';
import { sendDailyFirstAccess, seoulDateKey } from './daily-access';

describe('daily first access', () => {
  it('uses the Seoul date, not the device clock zone', () => {
    expect(seoulDateKey(new Date('2025-07-20T15:30:00Z'))).toBe('2025-07-21');
    expect(seoulDateKey(new Date('2025-07-20T14:59:00Z'))).toBe('2025-07-20');
  });

  it('sends once per Seoul day with a stable device id, and again the next day', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/access/daily-first': ({ body }) => {
        bodies.push(body);
        return json(200, { firstToday: true });
      },
    });
    const day1 = new Date('2025-07-21T01:00:00Z');
    await sendDailyFirstAccess(day1);
    await sendDailyFirstAccess(new Date('2025-07-21T14:00:00Z'));
    await sendDailyFirstAccess(new Date('2025-07-21T15:01:00Z')); // 00:01 on the 22nd in Seoul

    expect(bodies).toHaveLength(2);
    const deviceId = localStorage.getItem('deviceId');
    expect(deviceId?.length).toBeGreaterThanOrEqual(8);
    expect(bodies).toEqual([{ deviceId }, { deviceId }]);
    expect(localStorage.getItem('dailyFirstDate')).toBe('2025-07-22');
  });

  it('tries again later when the call failed', async () => {
    let calls = 0;
    mockApi({
      'POST /api/access/daily-first': () =>
        ++calls === 1
          ? json(500, { error: { code: 'internal_error', message: '오류' } })
          : json(200, { firstToday: true }),
    });
    const now = new Date('2025-07-21T01:00:00Z');
    await sendDailyFirstAccess(now);
    expect(localStorage.getItem('dailyFirstDate')).toBeNull();
    await sendDailyFirstAccess(now);
    expect(calls).toBe(2);
    expect(localStorage.getItem('dailyFirstDate')).toBe('2025-07-21');
  });
});
