import { dmUserQueue } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './chat.queries.ts';
import { createChatDelivery } from './chat-delivery.ts';
import { registerChatDestination } from './chat.realtime.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

/**
 * DM chat (issue 10): rooms, history, read positions, the DM list, and the one handler of
 * `SEND /app/chat/{roomId}` for every room kind. Owns `chat_rooms`, `chat_messages` and
 * `dm_members` (decision 016).
 */
export async function chatFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const { db, rooms, realtime, notifier } = deps;
  const delivery = createChatDelivery({ db, rooms, realtime, notifier, log: app.log });
  const chat = createChatService({ db, rooms, delivery });
  rooms.addKind({ name: 'dm', isMember: chat.isDmMember });
  realtime.registerUserQueue(dmUserQueue.pattern);
  registerChatDestination(realtime, chat);
  await app.register(chatRoutes, { ...deps, chat });
}

/**
 * Account deletion: the person's lines are erased from every room and they leave their DM rooms;
 * each partner keeps the room with their own lines, the person shown as '탈퇴한 사용자'.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.forgetChatsOf(tx, userId);
}

/**
 * A chat room of another kind, for the feature that owns its membership (the games feature adds a
 * 'game' room kind, creates each game's room here and keeps the id as its `chatRoomId`); its lines
 * then travel through `/app/chat/{roomId}` and history like a DM's.
 */
export async function createGameChatRoom(db: Db): Promise<number> {
  return queries.insertChatRoom(db, 'GAME');
}
export { createSendRate, type SendRate, type SendRateOptions } from './send-rate.ts';
