import { roomTopic, type RoomMessage } from '@hanpan/core';
import { routerPattern } from './destination-router.ts';
import type { RealtimeUser, StompGateway } from './types.ts';

/**
 * One kind of chat room (game rooms, DM rooms…). Room ids are unique across kinds; a kind answers
 * false for a room that is not one of its own.
 */
export interface RoomKind {
  name: string;
  isMember(userId: number, roomId: number): Promise<boolean>;
}

/**
 * The single owner of `/topic/ws/{roomId}`. The destination router refuses a pattern registered
 * twice, so features never register this topic themselves: they add their room kind here, and a
 * subscription is allowed when some kind says the user is a member of that room. Chat lines to
 * `/app/chat/{roomId}` have one owner too, the chat feature (features/chat), which stores them for
 * every kind and asks these kinds about membership of rooms that are not its own DMs.
 */
export interface RealtimeRooms {
  addKind(kind: RoomKind): void;
  isMember(user: Pick<RealtimeUser, 'userId'>, roomId: number): Promise<boolean>;
  /** Publishes on the room topic, checked against the shared schema (core `roomTopic`). */
  publish(roomId: number, message: RoomMessage): Promise<void>;
}

const ROOM_ID = /^[1-9][0-9]{0,15}$/;

export function createRealtimeRooms(gateway: StompGateway): RealtimeRooms {
  const kinds: RoomKind[] = [];
  const rooms: RealtimeRooms = {
    addKind(kind) {
      if (kinds.some((known) => known.name === kind.name))
        throw new Error(`room kind ${kind.name} added twice`);
      kinds.push(kind);
    },
    async isMember(user, roomId) {
      for (const kind of kinds) if (await kind.isMember(user.userId, roomId)) return true;
      return false;
    },
    async publish(roomId, message) {
      await gateway.publish(roomTopic.destination({ roomId }), roomTopic.schema.parse(message));
    },
  };
  gateway.registerTopic(routerPattern(roomTopic.pattern), {
    canSubscribe: async (user, params) =>
      ROOM_ID.test(params.roomId ?? '') && rooms.isMember(user, Number(params.roomId)),
  });
  return rooms;
}
