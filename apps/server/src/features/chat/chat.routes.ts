import {
  ChatHistorySchema,
  ChatReadBodySchema,
  ChatReadSchema,
  ChatRoomParamsSchema,
  DmRoomListSchema,
  DmRoomQuerySchema,
  DmRoomSchema,
  dmUserQueue,
  ListQuerySchema,
  type DmEvent,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentDmRoom, presentDmRoomListItem, presentMessage } from './chat.presenter.ts';
import type { ChatService } from './chat.service.ts';

export interface ChatRoutesDeps extends FeatureDeps {
  chat: ChatService;
}

/** DM rooms, history, read positions and the DM list (spec §7 Chat). */
export async function chatRoutes(app: FastifyInstance, { chat, storage, realtime }: ChatRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  /** The partner hears that I read (their '읽음' marks move); a lost event only delays a mark. */
  const tellReader = (
    roomId: number,
    readerId: number,
    moved: { peerId: number; lastReadMessageId: number },
  ) => {
    const event: DmEvent = { type: 'READ', roomId, readerId, lastReadMessageId: moved.lastReadMessageId };
    realtime
      .publishToUser(moved.peerId, dmUserQueue.pattern, event)
      .catch((err: unknown) => app.log.warn({ err, roomId }, 'DM read event failed'));
  };

  api.post(
    '/api/chat-room/dm-room',
    { schema: { tags, querystring: DmRoomQuerySchema, response: { 200: DmRoomSchema } } },
    async (request) => {
      const room = await chat.openDmRoom(requireUser(request), request.query.targetUserId);
      return presentDmRoom(room, room.target, storage);
    },
  );

  api.get(
    '/api/chat-room/my-dm-rooms',
    { schema: { tags, querystring: ListQuerySchema, response: { 200: DmRoomListSchema } } },
    async (request, reply) => {
      const { rows, cards } = await chat.listDmRooms(requireUser(request), request.query);
      return sendPage(reply, rows, request.query.size, (row) => [row.at, row.roomId]).map((row) =>
        presentDmRoomListItem(row, cards, storage),
      );
    },
  );

  api.get(
    '/api/chat-room/:roomId/chat-messages',
    {
      schema: {
        tags,
        params: ChatRoomParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: ChatHistorySchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { roomId } = request.params;
      const { rows, read } = await chat.listMessages(actor, roomId, request.query);
      if (read) tellReader(roomId, actor.userId, read);
      // Rows come newest first; each page is sent in time order (the contract's ChatHistorySchema).
      return sendPage(reply, rows, request.query.size, (row) => [row.id])
        .map(presentMessage)
        .reverse();
    },
  );

  api.post(
    '/api/chat-room/:roomId/read',
    {
      schema: {
        tags,
        params: ChatRoomParamsSchema,
        body: ChatReadBodySchema,
        response: { 200: ChatReadSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { roomId } = request.params;
      const { lastReadMessageId, moved } = await chat.markRead(actor, roomId, request.body.messageId);
      if (moved) tellReader(roomId, actor.userId, moved);
      return { roomId, lastReadMessageId };
    },
  );
}
