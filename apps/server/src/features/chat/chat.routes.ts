import {
  ChatHistorySchema,
  ChatReadBodySchema,
  ChatReadSchema,
  ChatRoomParamsSchema,
  DmRoomListSchema,
  DmRoomQuerySchema,
  DmRoomSchema,
  ListQuerySchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentDmRoom, presentDmRoomListItem, presentMessage } from './chat.presenter.ts';
import type { ChatService } from './chat.service.ts';

export interface ChatRoutesDeps extends FeatureDeps {
  chat: ChatService;
}

/** DM rooms, history, read positions and the DM list (spec §7 Chat). */
export async function chatRoutes(app: FastifyInstance, { chat, storage }: ChatRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

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
    { schema: { tags, querystring: ListQuerySchema, response: { 200: compiledResponse(DmRoomListSchema) } } },
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
        response: { 200: compiledResponse(ChatHistorySchema) },
      },
    },
    async (request, reply) => {
      const { rows } = await chat.listMessages(requireUser(request), request.params.roomId, request.query);
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
      const { roomId } = request.params;
      const { lastReadMessageId } = await chat.markRead(requireUser(request), roomId, request.body.messageId);
      return { roomId, lastReadMessageId };
    },
  );
}
