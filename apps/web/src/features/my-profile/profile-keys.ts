/** Query keys of profiles: their own file so live updates can refresh them without loading the profile code. */
export const profileKeys = {
  all: ['profile'] as const,
  my: () => [...profileKeys.all, 'my'] as const,
  users: () => [...profileKeys.all, 'user'] as const,
  user: (id: number) => [...profileKeys.users(), id] as const,
  username: (username: string) => [...profileKeys.all, 'username', username] as const,
  search: (keyword: string) => [...profileKeys.all, 'search', keyword] as const,
};
