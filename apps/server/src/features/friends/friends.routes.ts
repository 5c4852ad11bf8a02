import {
  FriendStatusSchema,
  FriendsQuerySchema,
  FriendsSchema,
  ListQuerySchema,
  UserIdParamsSchema,
} from '@hanpan/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentFriend } from './friends.presenter.ts';
import type { FriendsService } from './friends.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface FriendsRoutesDeps extends FeatureDeps {
  friends: FriendsService;
}

export async function friendsRoutes(app: FastifyInstance, { storage, friends }: FriendsRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['friends'];

  type Rows = Awaited<ReturnType<typeof friends.listFriends>>;
  const page = (reply: FastifyReply, rows: Rows, size: number) =>
    sendPage(reply, rows, size, (row) => row.position).flatMap((row) =>
      row.card ? [presentFriend(row.card, storage)] : [],
    );

  api.get(
    '/api/friends/my',
    { schema: { tags, querystring: FriendsQuerySchema, response: { 200: compiledResponse(FriendsSchema) } } },
    async (request, reply) =>
      page(
        reply,
        await friends.listFriends(requireUser(request), 'friends', request.query),
        request.query.size,
      ),
  );

  for (const kind of ['sent', 'received'] as const) {
    api.get(
      `/api/friends/my/${kind}`,
      { schema: { tags, querystring: ListQuerySchema, response: { 200: compiledResponse(FriendsSchema) } } },
      async (request, reply) =>
        page(reply, await friends.listFriends(requireUser(request), kind, request.query), request.query.size),
    );
  }

  const action = { tags, params: UserIdParamsSchema, response: { 200: FriendStatusSchema } };

  api.post('/api/friends/request/:id', { schema: action }, async (request) =>
    friends.requestFriend(requireUser(request), request.params.id),
  );
  api.post('/api/friends/accept/:id', { schema: action }, async (request) =>
    friends.acceptFriend(requireUser(request), request.params.id),
  );
  api.post('/api/friends/reject/:id', { schema: action }, async (request) =>
    friends.rejectFriend(requireUser(request), request.params.id),
  );
  api.delete('/api/friends/cancel/:id', { schema: action }, async (request) =>
    friends.cancelRequest(requireUser(request), request.params.id),
  );
  api.delete('/api/friends/:id', { schema: action }, async (request) =>
    friends.unfriend(requireUser(request), request.params.id),
  );
  api.get('/api/friends/status/:id', { schema: action }, async (request) =>
    friends.friendStatus(requireUser(request), request.params.id),
  );
}
