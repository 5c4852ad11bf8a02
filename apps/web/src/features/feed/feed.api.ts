import type { FeedPost, GameRanking, LikeToggle } from '@hanpan/core';
import { NEXT_CURSOR_HEADER } from '@hanpan/core/headers';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api, requestWithHeaders } from '@/lib/api-client';
import type { ListPage } from '@/lib/api-list';
import { contract } from '@/lib/contract';
import { useInfiniteList, type InfiniteList } from '@/lib/use-infinite-list';
import { showToast } from '@/ui/toast';
import { takeFeedHeadStart } from './feed-head-start';

/**
 * The feed's calls (issue 20, spec §7 Feed): the posts page by page, one pinned post, likes and
 * their likers, and a post's friend ranking, on one key factory.
 */

/** What the feed shows: everyone's posts (optionally one game pinned first), or one player's finished games. */
export type FeedMode = { kind: 'all'; gameId?: number } | { kind: 'user'; userId: number; gameId?: number };

export const feedKeys = {
  all: ['feed'] as const,
  lists: () => ['feed', 'list'] as const,
  list: (mode: FeedMode) => ['feed', 'list', mode] as const,
  post: (gameId: number) => ['feed', 'post', gameId] as const,
  likers: (gameId: number) => ['feed', 'likers', gameId] as const,
  ranking: (gameId: number) => ['feed', 'ranking', gameId] as const,
};

export const FEED_PATH = '/api/feed';
/**
 * Spec §9: more posts are asked for 5 posts before the end; a page holds a few screens' worth.
 * landing/feed-boot.ts asks for the first page with the same size (feed-boot-contract.test.ts checks).
 */
export const FEED_PAGE_SIZE = 20;
/**
 * A page fetched this recently is not asked again when the view mounts: the route's prefetch of
 * / was asked for a moment before, and a second answer (ranked anew) would reshuffle the posts
 * under the player's finger while the first photo is still painting.
 */
export const FEED_FRESH_MS = 60_000;
export const LIKERS_PAGE_SIZE = 30;

/** Spec §8 like failure (the toggle is rolled back). */
export const LIKE_FAILED = '요청을 처리하는 중 오류가 발생했어요.';

const pageSchema = contract((c) => c.FeedPageSchema);
const postSchema = contract((c) => c.FeedPostSchema);

/**
 * One page of the feed. Unlike the other lists the body is `{items}` (the clients in the field
 * read `data.items`); the next cursor is the same X-Next-Cursor header, so the page has the
 * ListPage shape every other list has.
 */
async function fetchFeedPage(
  path: string,
  query: Record<string, number | undefined>,
  cursor: string | null,
  signal: AbortSignal,
  redirectOnUnauthorized = true,
): Promise<ListPage<FeedPost>> {
  // The plain first page may already be on its way (the boot of /, feed-head-start.ts).
  const plainFirstPage =
    path === FEED_PATH && cursor === null && Object.values(query).every((v) => v === undefined);
  const { data, headers } = await requestWithHeaders(path, {
    schema: pageSchema,
    query: { ...query, cursor: cursor ?? undefined, size: FEED_PAGE_SIZE },
    signal,
    redirectOnUnauthorized,
    started: plainFirstPage ? takeFeedHeadStart(path, { size: FEED_PAGE_SIZE }) : undefined,
  });
  return { items: data.items, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/**
 * The posts of `mode`, in the server's order (spec §4), without repeats: a game that changed tier
 * between two pages comes again (the contract allows it), and the first showing stays.
 */
export function useFeed(mode: FeedMode) {
  const result = useInfiniteQuery({
    queryKey: feedKeys.list(mode),
    queryFn: ({ pageParam, signal }) =>
      mode.kind === 'all'
        ? fetchFeedPage(FEED_PATH, { gameId: mode.gameId }, pageParam, signal)
        : fetchFeedPage(`/api/feed/user/${mode.userId}/completed`, {}, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<FeedPost>) => last.nextCursor,
    staleTime: FEED_FRESH_MS,
  });
  const items = useMemo(
    () => uniquePosts(result.data?.pages.flatMap((page) => page.items) ?? []),
    [result.data],
  );
  return { ...result, items };
}

/**
 * Starts the first page of `/` before its screen renders (the route's prefetch, while the session
 * is verified): the feed's first picture is the screen's largest paint (issue 20 "Speed"). A 401
 * here only clears the token: the login guard, checking the session at the same moment, decides.
 */
export function prefetchFeed(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery({
    queryKey: feedKeys.list({ kind: 'all' }),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(FEED_PATH, {}, pageParam, signal, false),
    initialPageParam: null as string | null,
    staleTime: FEED_FRESH_MS,
  });
}

/** Post ids are unique per kind: a game's number, an invitation card's text. */
export const postKey = (post: Pick<FeedPost, 'id' | 'type'>): string =>
  typeof post.id === 'number' ? `game-${post.id}` : `card-${post.id}`;

export function uniquePosts(posts: readonly FeedPost[]): FeedPost[] {
  const seen = new Set<string>();
  return posts.filter((post) => {
    const key = postKey(post);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * GET /api/feed/game/{id}: one post. The user feed (?userId=&gameId=) pins the game this way; the
 * whole feed pins on the server (?gameId= of GET /api/feed). 404 when the viewer may not see it.
 */
export function usePinnedPost(gameId: number | undefined) {
  return useQuery({
    queryKey: feedKeys.post(gameId ?? 0),
    queryFn: ({ signal }) => api.get(`/api/feed/game/${gameId}`, postSchema, { signal }),
    enabled: gameId !== undefined,
    retry: false,
  });
}

/** Changes one game's post wherever the feed holds it (every mode's pages, the pinned post). */
export function updateFeedPost(
  queryClient: QueryClient,
  gameId: number,
  change: (post: FeedPost) => FeedPost,
): void {
  const apply = (post: FeedPost) => (post.id === gameId ? change(post) : post);
  queryClient.setQueriesData<InfiniteList<FeedPost>>({ queryKey: feedKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })),
        }
      : data,
  );
  queryClient.setQueryData<FeedPost>(feedKeys.post(gameId), (post) => (post ? apply(post) : post));
}

/**
 * After the comments sheet closes: the post's comment count as the server has it now (comments
 * added or deleted there). Only the count: the rest of the post stays as the player sees it, and
 * the feed is not asked again (its order would change under the player). A failure keeps the old count.
 */
export async function refreshCommentCount(queryClient: QueryClient, gameId: number): Promise<void> {
  const fresh = await api.get(`/api/feed/game/${gameId}`, postSchema).catch(() => null);
  if (fresh) updateFeedPost(queryClient, gameId, (post) => ({ ...post, commentCount: fresh.commentCount }));
}

/** The like as it was before an optimistic toggle, to put back when the call fails. */
interface LikeSnapshot {
  isLiked: boolean;
  likeCount: number;
}

/**
 * POST /api/games/{id}/like toggles my like (spec §4: optimistic, rolled back with the §8 toast on
 * failure). A second toggle of the same game waits for the first: the server toggles, so two in
 * flight could cross.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const mutation = useMutation({
    mutationFn: ({ gameId }: { gameId: number; before: LikeSnapshot }): Promise<LikeToggle> =>
      api.post(
        `/api/games/${gameId}/like`,
        contract((c) => c.LikeToggleSchema),
      ),
    onMutate: ({ gameId, before }) => {
      const isLiked = !before.isLiked;
      const likeCount = Math.max(0, before.likeCount + (isLiked ? 1 : -1));
      updateFeedPost(queryClient, gameId, (post) => ({ ...post, isLiked, likeCount }));
    },
    onSuccess: (answer, { gameId }) =>
      updateFeedPost(queryClient, gameId, (post) => ({
        ...post,
        isLiked: answer.isLiked,
        likeCount: answer.totalCount,
      })),
    onError: (_error, { gameId, before }) => {
      updateFeedPost(queryClient, gameId, (post) => ({ ...post, ...before }));
      showToast(LIKE_FAILED);
    },
    onSettled: (_answer, _error, { gameId }) => {
      inFlight.current.delete(gameId);
      void queryClient.invalidateQueries({ queryKey: feedKeys.likers(gameId) });
    },
  });
  return {
    /** Toggles; false when a toggle of this game is still on its way (nothing happened). */
    toggle(post: Pick<FeedPost, 'id' | 'isLiked' | 'likeCount'>): boolean {
      if (typeof post.id !== 'number' || inFlight.current.has(post.id)) return false;
      inFlight.current.add(post.id);
      mutation.mutate({ gameId: post.id, before: { isLiked: post.isLiked, likeCount: post.likeCount } });
      return true;
    },
  };
}

/** GET /api/games/{id}/like/users: the likers, newest first, page by page (X-Next-Cursor). */
export function useLikers(gameId: number, enabled: boolean) {
  return useInfiniteList(
    feedKeys.likers(gameId),
    `/api/games/${gameId}/like/users`,
    contract((c) => c.LikerListSchema),
    { size: LIKERS_PAGE_SIZE, enabled },
  );
}

/**
 * GET /api/games/{id}/ranking: the players' and my friends' ranks after the game. A 404 is the
 * spec's 'unavailable' state (a game without rated history), not a failure: it is not retried.
 */
export function useGameRanking(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.ranking(gameId),
    queryFn: ({ signal }): Promise<GameRanking> =>
      api.get(
        `/api/games/${gameId}/ranking`,
        contract((c) => c.GameRankingSchema),
        { signal },
      ),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
