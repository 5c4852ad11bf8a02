// DM send→deliver latency with 500 open sockets, for `npm run bench` (run.ts). 250 DM pairs, each
// member on its own socket subscribed as the chat screen is (its room, /user/queue/dm and
// /user/queue/errors). Each sample: one member SENDs a line, the clock stops when the partner's
// socket receives it on the room topic. Senders rotate over the pairs, so the per-socket send rate
// (a burst of ten) is never what is measured.
import { Client, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { buildDmRoom } from '../src/features/chat/chat.test-support.ts';
import { buildUser } from '../src/test/factories.ts';
import type { TestApp } from '../src/test/test-app.ts';

export const OPEN_SOCKETS = 500;

type Measure = (
  name: string,
  iterations: number,
  targetP99Ms: number,
  fn: () => Promise<unknown> | unknown,
) => Promise<{ name: string; ops: number; p50: number; p99: number; targetP99Ms: number }>;

interface Member {
  client: Client;
  roomId: number;
  /** Resolves the current wait for a line on the room topic, if any. */
  waiting: ((message: IMessage) => void) | null;
}

function connect(url: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
      connectHeaders: { token },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => {},
      onConnect: () => resolve(client),
      onStompError: (frame) => reject(new Error(frame.headers.message)),
    });
    client.activate();
  });
}

function subscribed(client: Client, destination: string, onMessage: (message: IMessage) => void) {
  return new Promise<void>((resolve) => {
    const receipt = `sub-${destination}`;
    client.watchForReceipt(receipt, () => resolve());
    client.subscribe(destination, onMessage, { receipt });
  });
}

export async function dmSendToDeliver(t: TestApp, measure: Measure) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `ws://127.0.0.1:${address.port}/ws`;

  const pairs: Array<[Member, Member]> = [];
  for (let i = 0; i < OPEN_SOCKETS / 2; i++) {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const roomId = await buildDmRoom(t.db, a, b);
    const members = await Promise.all(
      [a, b].map(async (user) => {
        const member: Member = { client: await connect(url, await t.tokenFor(user)), roomId, waiting: null };
        await subscribed(member.client, `/topic/ws/${roomId}`, (message) => member.waiting?.(message));
        await subscribed(member.client, '/user/queue/dm', () => {});
        await subscribed(member.client, '/user/queue/errors', (message) => {
          throw new Error(`refused: ${message.body}`);
        });
        return member;
      }),
    );
    pairs.push(members as [Member, Member]);
  }
  if (t.app.realtime.connectionCount() !== OPEN_SOCKETS) throw new Error('not every socket is open');

  let turn = 0;
  try {
    return await measure(`DM send→deliver (${OPEN_SOCKETS} open sockets)`, 1_000, 50, async () => {
      const [first, second] = pairs[turn % pairs.length]!;
      const [sender, receiver] =
        Math.floor(turn / pairs.length) % 2 === 0 ? [first, second] : [second, first];
      turn += 1;
      const delivered = new Promise<IMessage>((resolve) => (receiver.waiting = resolve));
      sender.client.publish({
        destination: `/app/chat/${sender.roomId}`,
        body: JSON.stringify({ content: `벤치 메시지 ${turn}: 오늘 저녁 7시에 한판 어때요?` }),
      });
      await delivered;
      receiver.waiting = null;
    });
  } finally {
    await Promise.all(pairs.flat().map((member) => member.client.deactivate()));
  }
}
