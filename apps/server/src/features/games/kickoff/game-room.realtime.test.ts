import type { IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stompClient, type TestClient } from '../../../realtime/gateway.test-support.ts';
import { buildApplication, buildGame, buildRule, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jpegWithGps, multipartBody } from '../../uploads/uploads.test-support.ts';

// A started game's room over real STOMP: its two players talk, a third player is refused.

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

const json = (message: IMessage) => JSON.parse(message.body) as Record<string, unknown>;

describe('a game chat room over STOMP', () => {
  let t: TestApp;
  let url: string;
  const open: TestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.client.deactivate()));
    await t.close();
  });

  async function connectAs(user: { id: number }) {
    const client = stompClient(url, { token: await t.tokenFor(user) });
    open.push(client);
    await client.connected();
    return client;
  }

  it('lets the two players subscribe and talk, and refuses anyone else', async () => {
    const owner = await buildUser(t.db);
    const opponent = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const rule = await buildRule(t.db, owner);
    const game = await buildGame(t.db, owner, rule, {
      status: 'SCHEDULED',
      opponentId: opponent.id,
      placeRoad: '서울 강남구 테헤란로 1',
      province: '서울',
      region: '서울 강남구',
    });
    await buildApplication(t.db, game, opponent, 'APPROVED');
    const form = await multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/start`,
      payload: form.payload,
      headers: { ...form.headers, ...(await t.authHeader(owner)) },
    });
    expect(started.statusCode, started.body).toBe(200);
    const roomId = started.json().chatRoomId as number;
    const topic = `/topic/ws/${roomId}`;

    const ownerClient = await connectAs(owner);
    const opponentClient = await connectAs(opponent);
    const ownerRoom = await ownerClient.subscribe(topic);
    const opponentRoom = await opponentClient.subscribe(topic);
    await ownerClient.sendWithReceipt(
      `/app/chat/${roomId}`,
      JSON.stringify({ content: '도착했어요' }),
      'r-1',
    );
    expect(json(await opponentRoom.next())).toMatchObject({ senderId: owner.id, content: '도착했어요' });
    expect(json(await ownerRoom.next())).toMatchObject({ senderId: owner.id, content: '도착했어요' });

    const peeker = await connectAs(stranger);
    peeker.client.subscribe(topic, () => {});
    expect((await peeker.error()).headers['error-code']).toBe('forbidden');
  });
});
