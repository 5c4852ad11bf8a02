import type { StoredChatMessage } from '@hanpan/core';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api, ignoreBody } from '@/lib/api-client';
import { apiList, type ListPage } from '@/lib/api-list';
import { contract } from '@/lib/contract';
import { useInfiniteList } from '@/lib/use-infinite-list';

export const chatKeys = {
  all: ['chat'] as const,
  dmRooms: () => [...chatKeys.all, 'dm-rooms'] as const,
  room: (targetUserId: number) => [...chatKeys.all, 'room', targetUserId] as const,
  history: (roomId: number) => [...chatKeys.all, 'history', roomId] as const,
};

export const DM_LIST_SIZE = 30;
export const HISTORY_PAGE_SIZE = 30;

export type HistoryData = InfiniteData<ListPage<StoredChatMessage>, string | null>;

/** GET /api/chat-room/my-dm-rooms, page by page: the room with the latest line first. */
export function useDmRooms() {
  return useInfiniteList(
    chatKeys.dmRooms(),
    '/api/chat-room/my-dm-rooms',
    contract((c) => c.DmRoomListSchema),
    { size: DM_LIST_SIZE },
  );
}

/**
 * POST /api/chat-room/dm-room?targetUserId= — the same room for the same pair every time, so it is
 * cached like a read. Refusals (self 400, blocked 403, gone 404) are answers, not worth retrying.
 * Asked again on every opening of the chat, though: it carries the partner's read position, which
 * moved while no chat screen listened for their read events ('읽음', issue 16 §25e).
 */
export function useDmRoom(targetUserId: number | null) {
  return useQuery({
    queryKey: chatKeys.room(targetUserId ?? 0),
    queryFn: ({ signal }) =>
      api.post(
        '/api/chat-room/dm-room',
        contract((c) => c.DmRoomSchema),
        undefined,
        { query: { targetUserId }, signal },
      ),
    enabled: targetUserId !== null,
    retry: false,
    staleTime: 5 * 60_000,
    refetchOnMount: 'always',
  });
}

/**
 * GET /api/chat-room/{roomId}/chat-messages: pages newest first, each in time order. Reading the
 * newest page marks the room read on the server.
 */
export function useChatHistory(roomId: number | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(roomId ?? 0),
    queryFn: ({ pageParam, signal }) =>
      apiList(
        `/api/chat-room/${roomId}/chat-messages`,
        contract((c) => c.ChatHistorySchema),
        { cursor: pageParam, size: HISTORY_PAGE_SIZE, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<StoredChatMessage>) => last.nextCursor,
    enabled: roomId !== undefined,
    // Live lines keep it current; a reconnect reloads it (useChatRoom).
    staleTime: Infinity,
  });
}

/** Adds a live line to the newest page (once: history and the topic may both bring it). */
export function withLiveLine(
  data: HistoryData | undefined,
  line: StoredChatMessage,
): HistoryData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === line.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, items: [...newest!.items, line] }, ...older] };
}

/** Every loaded line once, oldest first. */
export function linesOf(data: HistoryData | undefined): StoredChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, StoredChatMessage>();
  for (const page of data.pages) for (const line of page.items) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** POST /api/chat-room/{roomId}/read up to `messageId`; the DM list's unread counts follow. */
export function useMarkRead(roomId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.post(`/api/chat-room/${roomId}/read`, ignoreBody, { messageId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.dmRooms() }),
  });
}
