import type { Comment, CommentLikeResult, CommentReply } from '@hanpan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { useInfiniteList, type InfiniteList } from '@/lib/use-infinite-list';
import { showToast } from '@/ui/toast';

export const commentKeys = {
  all: ['comments'] as const,
  tree: (gameId: number) => [...commentKeys.all, 'tree', gameId] as const,
};

export const COMMENT_PAGE_SIZE = 20;
/** Spec §8 'error while processing request' for a like that did not go through. */
export const LIKE_FAILED = '좋아요를 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

type Tree = InfiniteList<Comment>;

/** GET /api/games/{id}/comments/tree, newest threads first, page by page. */
export function useCommentTree(gameId: number) {
  return useInfiniteList(
    commentKeys.tree(gameId),
    `/api/games/${gameId}/comments/tree`,
    contract((c) => c.CommentTreeSchema),
    { size: COMMENT_PAGE_SIZE },
  );
}

export interface NewComment {
  content: string;
  parentId: number | null;
  image: File | null;
}

/** The multipart body of POST /api/games/{id}/comments (contract-notes part names). */
export function commentFormData({ content, parentId, image }: NewComment): FormData {
  const form = new FormData();
  form.append('content', content);
  if (parentId !== null) form.append('parentId', String(parentId));
  if (image) form.append('image', image, image.name);
  return form;
}

/** Applies `change` to every comment and reply of the loaded pages. */
function mapComments(
  data: Tree | undefined,
  change: (comment: CommentReply) => CommentReply,
): Tree | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((comment) => ({
        ...comment,
        ...change(comment),
        children: comment.children.map(change),
      })),
    })),
  };
}

export function useCreateComment(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewComment) =>
      api.post(
        `/api/games/${gameId}/comments`,
        contract((c) => c.CommentSchema),
        commentFormData(input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.tree(gameId) }),
  });
}

export function useEditComment(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      api.patch(
        `/api/comments/${id}`,
        contract((c) => c.CommentSchema),
        { content },
      ),
    onSuccess: (edited) => {
      queryClient.setQueryData<Tree>(commentKeys.tree(gameId), (data) =>
        mapComments(data, (comment) =>
          comment.id === edited.id
            ? { ...comment, content: edited.content, editedAt: edited.editedAt }
            : comment,
        ),
      );
    },
  });
}

export function useDeleteComment(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/comments/${id}`, ignoreBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.tree(gameId) }),
  });
}

/**
 * POST /api/comments/{id}/like, optimistic (spec §4): the heart turns at once, the server's count
 * replaces the guess, a failure puts the old state back and says so in a toast.
 */
export function useToggleCommentLike(gameId: number) {
  const queryClient = useQueryClient();
  const key = commentKeys.tree(gameId);
  return useMutation({
    mutationFn: (id: number) =>
      api.post(
        `/api/comments/${id}/like`,
        contract((c) => c.CommentLikeResultSchema),
      ),
    onMutate: async (id: number): Promise<{ before: CommentLikeResult | null }> => {
      await queryClient.cancelQueries({ queryKey: key });
      let before = null as CommentLikeResult | null;
      queryClient.setQueryData<Tree>(key, (data) =>
        mapComments(data, (comment) => {
          if (comment.id !== id) return comment;
          before = { myLikeType: comment.myLikeType, likeCount: comment.likeCount };
          const liked = comment.myLikeType === 'LIKE';
          return {
            ...comment,
            myLikeType: liked ? null : 'LIKE',
            likeCount: Math.max(0, comment.likeCount + (liked ? -1 : 1)),
          };
        }),
      );
      return { before };
    },
    onSuccess: (result: CommentLikeResult, id) => {
      queryClient.setQueryData<Tree>(key, (data) =>
        mapComments(data, (comment) => (comment.id === id ? { ...comment, ...result } : comment)),
      );
    },
    // Only this comment goes back: a like on another comment meanwhile stays.
    onError: (_error, id, context) => {
      const before = context?.before;
      if (before)
        queryClient.setQueryData<Tree>(key, (data) =>
          mapComments(data, (comment) => (comment.id === id ? { ...comment, ...before } : comment)),
        );
      showToast(LIKE_FAILED);
    },
  });
}
