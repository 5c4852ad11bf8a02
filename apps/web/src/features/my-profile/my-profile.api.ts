// The caller's own profile (issue 17): loading, saving and completing it. Onboarding, settings,
// friends and blocks use it without loading the profile screen, which shows anyone's profile.
import {
  CheckUsernameResponseSchema,
  MyProfileSchema,
  PROFILE_PICTURE_PART,
  type CompleteSignupBody,
  type Gender,
} from '@hanpan/core';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authKeys } from '@/features/auth';
import { api } from '@/lib/api-client';

import { profileKeys } from './profile-keys';

export { profileKeys };

export const myProfileQueryOptions = queryOptions({
  queryKey: profileKeys.my(),
  queryFn: ({ signal }) => api.get('/api/user-profile/my/profile', MyProfileSchema, { signal }),
  staleTime: 30_000,
});

/**
 * Starts loading the caller's profile before its screen renders (the settings route, while the
 * session is verified). A 401 here only clears the token: the login guard, which is checking the
 * session at the same moment, decides where to go.
 */
export function prefetchMyProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    ...myProfileQueryOptions,
    queryFn: ({ signal }) =>
      api.get('/api/user-profile/my/profile', MyProfileSchema, { signal, redirectOnUnauthorized: false }),
  });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}

/** What one PATCH /api/user-profile/save changes; a missing key leaves that field alone. */
export interface ProfileChanges {
  nickname?: string;
  /** null clears the age (settings allow an empty age). */
  age?: number | null;
  gender?: Gender;
  /** 'province district' */
  region?: string;
  bio?: string;
  affiliation?: string;
  /** A new (already compressed) photo, or 'delete'. */
  picture?: File | 'delete';
}

/** The multipart body of the contract: text parts, the file part profile_picture, 'null' deletes. */
export function profileFormData(changes: ProfileChanges): FormData {
  const form = new FormData();
  if (changes.nickname !== undefined) form.append('nickname', changes.nickname);
  if (changes.age !== undefined) form.append('age', changes.age === null ? '' : String(changes.age));
  if (changes.gender !== undefined) form.append('gender', changes.gender);
  if (changes.region !== undefined) form.append('region', changes.region);
  if (changes.bio !== undefined) form.append('bio', changes.bio);
  if (changes.affiliation !== undefined) form.append('affiliation', changes.affiliation);
  if (changes.picture === 'delete') form.append(PROFILE_PICTURE_PART, 'null');
  else if (changes.picture) form.append(PROFILE_PICTURE_PART, changes.picture, changes.picture.name);
  return form;
}

const Answer = z.unknown();

/** The contract answers MyProfile; any other 2xx still counts as saved and the profile is reloaded. */
function storeAnswer(queryClient: QueryClient, answer: unknown): void {
  const parsed = MyProfileSchema.safeParse(answer);
  if (parsed.success) queryClient.setQueryData(profileKeys.my(), parsed.data);
  else void queryClient.invalidateQueries({ queryKey: profileKeys.my() });
  // /profile/0 (where a save lands) and /profile/{own id} show the saved values at once.
  void queryClient.invalidateQueries({ queryKey: profileKeys.users() });
  // The header greets by nickname and the guard reads `onboarded` from the session.
  void queryClient.invalidateQueries({ queryKey: authKeys.session() });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      api.patch('/api/user-profile/save', Answer, profileFormData(changes)),
    onSuccess: (answer) => storeAnswer(queryClient, answer),
  });
}

/** POST /api/auth/check-username → { exists }. */
export function checkUsername(username: string, signal?: AbortSignal) {
  return api.post('/api/auth/check-username', CheckUsernameResponseSchema, { username }, { signal });
}

/** POST /api/auth/complete {username, nickname}: onboarding steps 1–2. */
export function useCompleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteSignupBody) => api.post('/api/auth/complete', Answer, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.my() });
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}
