import { profileMessages, usernameSchema } from '@hanpan/core';
import { useQuery } from '@tanstack/react-query';
import { checkUsername, profileKeys } from '@/features/my-profile';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Spec §9: the server is asked 300 ms after the last keystroke. */
export const USERNAME_CHECK_DEBOUNCE_MS = 300;

export const usernameCheckMessages = {
  invalid: profileMessages.username,
  taken: profileMessages.usernameTaken,
  error: '서버 오류가 발생했어요.',
  available: '사용 가능한 아이디예요.',
} as const;

export type UsernameStatus = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'error';

/**
 * Live availability of a username (onboarding step 1). `ownUsername` (already saved on the server)
 * counts as available without asking: the server would report it as taken by the player.
 */
export function useUsernameCheck(username: string, ownUsername: string | null = null): UsernameStatus {
  const valid = username !== '' && usernameSchema.safeParse(username).success;
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const settled = debounced === username;
  const own = ownUsername !== null && username === ownUsername;
  const query = useQuery({
    queryKey: profileKeys.username(debounced),
    queryFn: ({ signal }) => checkUsername(debounced, signal),
    enabled: valid && settled && !own,
    retry: false,
    staleTime: 10_000,
  });

  if (username === '') return 'empty';
  if (!valid) return 'invalid';
  if (own) return 'available';
  if (!settled || query.isPending) return 'checking';
  if (query.isError) return 'error';
  return query.data.exists ? 'taken' : 'available';
}
