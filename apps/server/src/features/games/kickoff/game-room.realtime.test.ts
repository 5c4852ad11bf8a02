import type { IMessage } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import { stompClient } from '../../../realtime/gateway.test-support.ts';
import { buildApplication, buildGame, buildRule, buildUser } from '../../../test/factories.ts';
import { stompTestApp } from '../../../test/stomp-test-app.ts';
import { jpegWithGps, multipartBody } from '../../uploads/uploads.test-support.ts';

// A started game's room over real STOMP: its two players talk, a third player is refused.

const json = (message: IMessage) => JSON.parse(message.body) as Record<string, unknown>;

describe('a game chat room over STOMP', () => {
  const server = stompTestApp();
  const { open } = server;

  async function connectAs(user: { id: number }) {
    const client = stompClient(server.url, { token: await server.t.tokenFor(user) });
    open.push(client);
    await client.connected();
    return client;
  }

  it('lets the two players subscribe and talk, and refuses anyone else', async () => {
    const owner = await buildUser(server.t.db);
    const opponent = await buildUser(server.t.db);
    const stranger = await buildUser(server.t.db);
    const rule = await buildRule(server.t.db, owner);
    const game = await buildGame(server.t.db, owner, rule, {
      status: 'SCHEDULED',
      opponentId: opponent.id,
      placeRoad: '서울 강남구 테헤란로 1',
      province: '서울',
      region: '서울 강남구',
    });
    await buildApplication(server.t.db, game, opponent, 'APPROVED');
    const form = await multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });
    const started = await server.t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/start`,
      payload: form.payload,
      headers: { ...form.headers, ...(await server.t.authHeader(owner)) },
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
