import { describe, expect, it } from 'vitest';
import { DestinationRouter } from './destination-router.ts';
import { createRealtimeRooms } from './rooms.ts';
import type { StompGateway, SubscribeRule } from './types.ts';

/** Just enough gateway: a real destination router for topics, and a record of what was published. */
function fakeGateway() {
  const topics = new DestinationRouter<SubscribeRule>();
  const published: Array<{ destination: string; body: unknown }> = [];
  const gateway = {
    registerTopic: (pattern: string, rule: SubscribeRule) => topics.add(pattern, rule),
    publish: async (destination: string, body: unknown) => void published.push({ destination, body }),
  } as unknown as StompGateway;
  const canSubscribe = async (userId: number, destination: string) => {
    const match = topics.match(destination);
    return match ? match.value.canSubscribe({ userId, sessionId: 's' }, match.params) : 'no topic';
  };
  return { gateway, topics, published, canSubscribe };
}

const user = (userId: number) => ({ userId, sessionId: `s-${userId}` });

describe('realtime rooms: the one owner of /topic/ws/{roomId}', () => {
  it('lets game rooms and DM rooms share the topic, each kind answering for its own rooms', async () => {
    const { gateway, canSubscribe } = fakeGateway();
    const rooms = createRealtimeRooms(gateway);
    rooms.addKind({
      name: 'game',
      isMember: async (userId, roomId) => roomId === 10 && [1, 2].includes(userId),
    });
    rooms.addKind({
      name: 'dm',
      isMember: async (userId, roomId) => roomId === 20 && [1, 3].includes(userId),
    });
    expect(await canSubscribe(2, '/topic/ws/10')).toBe(true);
    expect(await canSubscribe(3, '/topic/ws/20')).toBe(true);
    expect(await canSubscribe(3, '/topic/ws/10')).toBe(false);
    expect(await canSubscribe(1, '/topic/ws/0')).toBe(false);
    expect(await canSubscribe(1, '/topic/ws/abc')).toBe(false);
    expect(await rooms.isMember(user(1), 20)).toBe(true);
  });

  it('owns the pattern, so a feature registering it again fails loudly at start-up', () => {
    const { gateway } = fakeGateway();
    createRealtimeRooms(gateway);
    expect(() => gateway.registerTopic('/topic/ws/:roomId', { canSubscribe: async () => true })).toThrow(
      /already registered/,
    );
    const rooms = createRealtimeRooms(fakeGateway().gateway);
    rooms.addKind({ name: 'game', isMember: async () => false });
    expect(() => rooms.addKind({ name: 'game', isMember: async () => false })).toThrow(/twice/);
  });

  it('publishes only messages of the shared room schema', async () => {
    const { gateway, published } = fakeGateway();
    const rooms = createRealtimeRooms(gateway);
    const chat = {
      messageType: 'TALK' as const,
      senderId: 1,
      content: '안녕',
      timestamp: '2025-01-01T09:00:00+09:00',
    };
    await rooms.publish(10, chat);
    expect(published).toEqual([{ destination: '/topic/ws/10', body: chat }]);
    await expect(rooms.publish(10, { content: 'no' } as never)).rejects.toThrow();
  });
});
