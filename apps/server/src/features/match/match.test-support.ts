import type { IMessage } from '@stomp/stompjs';
import { expect } from 'vitest';
import type { RuleRow, UserRow } from '../../db/schema/index.ts';
import { stompClient, type MessageQueue, type TestClient } from '../../realtime/gateway.test-support.ts';
import { buildApplication, buildGame, buildRule, buildUser } from '../../test/factories.ts';
import { stompTestApp } from '../../test/stomp-test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A clock the test moves: real time plus `shift` milliseconds (the start's instant is the database's). */
export function movableClock() {
  let shift = 0;
  return {
    now: () => new Date(Date.now() + shift),
    advance(ms: number) {
      shift += ms;
    },
  };
}

export { listen } from '../../test/stomp-test-app.ts';

export const json = (message: IMessage) => JSON.parse(message.body) as Record<string, unknown>;

const GANGNAM = { placeRoad: '서울 강남구 테헤란로 1', province: '서울', region: '서울 강남구' };

/** A SCHEDULED game between two new players with `rule`: ready for the owner's start. */
export async function scheduledGame(
  t: TestApp,
  rule?: RuleRow,
  players?: { owner: UserRow; opponent: UserRow },
) {
  const owner = players?.owner ?? (await buildUser(t.db));
  const opponent = players?.opponent ?? (await buildUser(t.db));
  const gameRule = rule ?? (await buildRule(t.db, owner));
  const game = await buildGame(t.db, owner, gameRule, {
    status: 'SCHEDULED',
    opponentId: opponent.id,
    ...GANGNAM,
  });
  await buildApplication(t.db, game, opponent, 'APPROVED');
  return { owner, opponent, rule: gameRule, game };
}

/** The start's multipart form with its photo (the test builds it with uploads' test support). */
export type StartForm = () => Promise<{ payload: Buffer; headers: Record<string, string> }>;

export async function startAs(t: TestApp, owner: UserRow, gameId: number, startForm: StartForm) {
  const form = await startForm();
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/start`,
    payload: form.payload,
    headers: { ...form.headers, ...(await t.authHeader(owner)) },
  });
}

export type Player = TestClient & { room: MessageQueue; errors: MessageQueue; user: UserRow };

let receipts = 0;
export const nextReceipt = () => `m-${(receipts += 1)}`;

/**
 * A started game with `ruleOverrides` (11 points, best of 3, untimed SETS_HALF_WIN by default),
 * both players connected over STOMP and subscribed to its topic and their error queues. `url` is
 * both players' server, or [the owner's, the opponent's] (two instances).
 */
export async function liveMatch(
  t: TestApp,
  url: string | readonly [string, string],
  open: TestClient[],
  startForm: StartForm,
  ruleOverrides: Parameters<typeof buildRule>[2] = {},
) {
  const creator = await buildUser(t.db);
  const rule = await buildRule(t.db, creator, ruleOverrides);
  const { owner, opponent, game } = await scheduledGame(t, rule);
  const started = await startAs(t, owner, game.id, startForm);
  expect(started.statusCode, started.body).toBe(200);
  const roomId = started.json().chatRoomId as number;
  const [ownerUrl, opponentUrl] = typeof url === 'string' ? [url, url] : url;
  const connect = async (user: UserRow, serverUrl: string): Promise<Player> => {
    const client = stompClient(serverUrl, { token: await t.tokenFor(user) });
    open.push(client);
    await client.connected();
    const errors = await client.subscribe('/user/queue/errors');
    const room = await client.subscribe(`/topic/ws/${roomId}`);
    return { ...client, room, errors, user };
  };
  const p1 = await connect(owner, ownerUrl);
  const p2 = await connect(opponent, opponentUrl);
  const destination = `/app/score/${roomId}`;
  /** A SEND the server takes: its RECEIPT arrives after the commit. */
  const send = (player: Player, body: Record<string, unknown>) =>
    player.sendWithReceipt(destination, JSON.stringify(body), nextReceipt());
  /** A SEND the server refuses: no RECEIPT, the refusal (with seq) on the sender's error queue. */
  const refused = async (player: Player, body: Record<string, unknown>) => {
    const receipt = nextReceipt();
    player.client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
    const error = json(await player.errors.next());
    expect(error).toMatchObject({ destination, receiptId: receipt });
    return error;
  };
  return { owner, opponent, rule, game, roomId, destination, p1, p2, send, refused };
}

/** How long a set's countdown runs before its clock starts (the server's 5 s), jumped with the test's clock. */
export const COUNTDOWN = 5_000;

/**
 * One app for a whole test file: a clock the test moves, listening on a port for real STOMP
 * clients, which `open` collects and the file's end closes. `t` and `url` are set before the first
 * test; `start(ruleOverrides)` is `liveMatch` on this app.
 */
export function liveMatchApp(startForm: StartForm) {
  const clock = movableClock();
  const server = stompTestApp({ clock: clock.now });
  // The same object, not a copy: `t` and `url` are filled in by its beforeAll.
  return Object.assign(server, {
    clock,
    start: (ruleOverrides?: Parameters<typeof buildRule>[2]) =>
      liveMatch(server.t, server.url, server.open, startForm, ruleOverrides),
  });
}

/**
 * A match timed to `durationSeconds` (most sets and points, best of 3, no points limit) whose first
 * set runs: the owner sent SET 1 and the countdown is over. `start` is `liveMatch` on the test's app(s).
 */
export async function timedMatchUnderway(
  start: (ruleOverrides: Parameters<typeof buildRule>[2]) => ReturnType<typeof liveMatch>,
  clock: { advance(ms: number): void },
  durationSeconds: number,
) {
  const m = await start({ pointsToWin: -1, setsToWin: 3, winBy: 'MOST_SETS_AND_POINTS', durationSeconds });
  await m.send(m.p1, { type: 'SET', setIndex: 1 });
  clock.advance(COUNTDOWN);
  return m;
}
