import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import type { CreateGamePayload } from './create-game-draft';

/** Every games query (lists, my games) starts with this key; a new game makes them stale. */
const GAMES_KEY = ['games'] as const;

/**
 * POST /api/games/create (random) or /api/games/create-friend-game (with `friendId`): the new
 * game's id (a bare number, as the clients in the field read it).
 */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateGamePayload) =>
      api.post(
        payload.friendId === null ? '/api/games/create' : '/api/games/create-friend-game',
        contract((c) => c.CreatedGameIdSchema),
        payload,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
