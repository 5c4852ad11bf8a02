import { DmRoomSchema, INVALID_CURSOR_MESSAGE } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildGame, buildRule, buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { encodeCursor, type CursorPosition } from './list-page.ts';

/*
 * Issue 16 item 1: a cursor comes back from the client, so a forged one must answer 400 with the
 * invalid-cursor message on every list, never reach PostgreSQL as a timestamp it refuses
 * (22007/22008, a 500) or a number out of its range. Every paged list of the API is in this table.
 */
let t: TestApp;
let headers: { authorization: string };
let gameId: number;
let roomId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildAdmin(t.db);
  const other = await buildUser(t.db);
  const rule = await buildRule(t.db, admin);
  gameId = (await buildGame(t.db, admin, rule)).id;
  headers = await t.authHeader(admin);
  const room = await t.app.inject({
    method: 'POST',
    url: `/api/chat-room/dm-room?targetUserId=${other.id}`,
    headers,
  });
  roomId = DmRoomSchema.parse(room.json()).roomId;
});
afterAll(() => t?.close());

type Instant = string | number;
type Id = number | string;
/** The position a list of this kind hands out, with the instant and the id forged. */
type Shape = (at: Instant, id: Id) => CursorPosition;
const atId: Shape = (at, id) => [at, id];

interface PagedList {
  name: string;
  path: () => string;
  shape: Shape;
  /** Whether its cursor carries an instant (the instant forgeries apply). */
  hasInstant: boolean;
}
const list = (name: string, path: () => string, shape: Shape = atId, hasInstant = true): PagedList => ({
  name,
  path,
  shape,
  hasInstant,
});

const LISTS: readonly PagedList[] = [
  list('notifications', () => '/api/notifications', atId),
  list('games list (recent)', () => '/api/games/list', atId),
  list(
    'games list (nearest)',
    () => '/api/games/list?sort=nearest',
    (at, id) => ['nearest', 0, at, id],
  ),
  list(
    'games list (soonest)',
    () => '/api/games/list?sort=soonest',
    (at, id) => ['soonest', at, id],
  ),
  list('my-games', () => '/api/games/my-games', atId),
  list('my-requests', () => '/api/games/my-requests', atId),
  list('comments tree', () => `/api/games/${gameId}/comments/tree`, atId),
  list('my-dm-rooms', () => '/api/chat-room/my-dm-rooms', atId),
  // Lists without an instant in their cursor: the instant forgeries do not apply.
  list(
    'chat messages',
    () => `/api/chat-room/${roomId}/chat-messages`,
    (_at, id) => [id],
    false,
  ),
  list('block', () => '/api/block', atId),
  list('friends', () => '/api/friends/my', atId),
  list('sent friend requests', () => '/api/friends/my/sent', atId),
  list('received friend requests', () => '/api/friends/my/received', atId),
  list('received challenges', () => '/api/play-with-me-too/received-requests', atId),
  list('sent challenges', () => '/api/play-with-me-too/sent-requests', atId),
  list('rules list (recent)', () => '/api/rules/list', atId),
  list(
    'rules list (popular)',
    () => '/api/rules/list?sort=popular',
    (at, id) => [typeof at === 'number' ? at : 3, 4.5, id],
    false,
  ),
  list('my-rules', () => '/api/rules/my-rules', atId),
  list(
    'user search',
    () => '/api/user-profile/search?keyword=a',
    (at, id) => [0, 'a', typeof at === 'number' ? at : id],
    false,
  ),
  list('admin users', () => '/api/admin/users', atId),
  list('admin reports (open)', () => '/api/admin/reports', atId),
  list('admin reports (resolved)', () => '/api/admin/reports?status=RESOLVED', atId),
  list('admin edit requests', () => '/api/admin/rules/edit-requests', atId),
  list('admin contact messages', () => '/api/admin/contact-messages', atId),
];

const VALID_AT = '2026-05-01 12:00:00.123456+00';
/** [label, the forged cursor, whether it forges the instant]. */
const FORGED: ReadonlyArray<readonly [string, (shape: Shape) => string, boolean]> = [
  // base64url of ["x",1], as the issue reproduced it (no shape needed).
  ['["x",1]', () => 'WyJ4IiwxXQ', false],
  ['a year-294277 instant', (shape) => encodeCursor(shape('294277-01-01 00:00:00+00', 1)), true],
  ['30 February', (shape) => encodeCursor(shape('2026-02-30T00:00:00Z', 1)), true],
  ['an instant without an offset', (shape) => encodeCursor(shape('2026-05-01T12:00:00', 1)), true],
  ['a huge integer', (shape) => encodeCursor(shape(1e300, 1e300)), false],
  ['an id past 2^53', (shape) => encodeCursor(shape(VALID_AT, 2 ** 63)), false],
  ['an id written as text', (shape) => encodeCursor(shape(VALID_AT, '1')), false],
  ['not base64 JSON', () => '%%%', false],
];

describe.each(LISTS)('GET $name with a forged cursor', ({ path, shape, hasInstant }) => {
  it.each(FORGED.filter(([, , forgesInstant]) => hasInstant || !forgesInstant))(
    '%s answers 400 with the invalid-cursor message',
    async (_label, forge) => {
      const url = path();
      const separator = url.includes('?') ? '&' : '?';
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}${separator}cursor=${encodeURIComponent(forge(shape))}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: INVALID_CURSOR_MESSAGE });
    },
  );

  it('still pages with a cursor of the shape the server hands out', async () => {
    const url = path();
    const separator = url.includes('?') ? '&' : '?';
    const response = await t.app.inject({
      method: 'GET',
      url: `${url}${separator}cursor=${encodeCursor(shape(VALID_AT, 1))}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
  });
});
