import {
  COMMENT_IMAGE_PART,
  CommentIdParamsSchema,
  CommentLikeResultSchema,
  CommentSchema,
  CommentTreeSchema,
  CreateCommentFieldsSchema,
  GameCommentsParamsSchema,
  GameCommentsQuerySchema,
  UpdateCommentBodySchema,
  profileLimits,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { readMultipartForm, type MultipartForm } from '../uploads/index.ts';
import { presentComment } from './comments.presenter.ts';
import type { CommentsService } from './comments.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface CommentsRoutesDeps extends FeatureDeps {
  comments: CommentsService;
}

const COMMENT_FORM = {
  fileFields: [COMMENT_IMAGE_PART],
  maxFiles: 1,
  maxFileBytes: profileLimits.photoMaxBytes,
};

/** The multipart body: text parts checked by the core schema, at most one `image` file. */
function readCommentForm(form: MultipartForm) {
  const parsed = CreateCommentFieldsSchema.safeParse({
    content: form.fields.get('content') ?? '',
    parentId: form.fields.get('parentId'),
  });
  if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues[0]?.message);
  const images = form.files.get(COMMENT_IMAGE_PART) ?? [];
  return { content: parsed.data.content, parentId: parsed.data.parentId, image: images[0]?.data };
}

export async function commentsRoutes(
  app: FastifyInstance,
  { storage, comments: service }: CommentsRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];

  api.get(
    '/api/games/:id/comments/tree',
    {
      schema: {
        tags,
        params: GameCommentsParamsSchema,
        querystring: GameCommentsQuerySchema,
        response: { 200: CommentTreeSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { rows, threads, context } = await service.listTree(actor, request.params.id, request.query);
      return sendPage(reply, rows, request.query.size, (row) => [row.position, row.comment.id]).flatMap(
        (row) => {
          const thread = threads.get(row.comment.id)!;
          // A deleted comment whose visible replies are all gone for this viewer leaves the tree.
          if (row.comment.deletedAt && thread.replies.length === 0) return [];
          return [presentComment(thread, context, storage)];
        },
      );
    },
  );

  // Multipart (contract-notes): `content`, optional `parentId`, optional file `image`.
  api.post(
    '/api/games/:id/comments',
    { schema: { tags, params: GameCommentsParamsSchema, response: { 201: CommentSchema } } },
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readCommentForm(await readMultipartForm(request, COMMENT_FORM));
      const { row, context } = await service.createComment(actor, request.params.id, input);
      return reply
        .status(201)
        .send(presentComment({ comment: row, replies: [], replyCount: 0 }, context, storage));
    },
  );

  api.patch(
    '/api/comments/:id',
    {
      schema: {
        tags,
        params: CommentIdParamsSchema,
        body: UpdateCommentBodySchema,
        response: { 200: CommentSchema },
      },
    },
    async (request) => {
      const { row, context } = await service.editComment(
        requireUser(request),
        request.params.id,
        request.body.content,
      );
      return presentComment({ comment: row, replies: [], replyCount: 0 }, context, storage);
    },
  );

  api.delete(
    '/api/comments/:id',
    { schema: { tags, params: CommentIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteComment(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/comments/:id/like',
    { schema: { tags, params: CommentIdParamsSchema, response: { 200: CommentLikeResultSchema } } },
    async (request) => service.toggleLike(requireUser(request), request.params.id),
  );
}
