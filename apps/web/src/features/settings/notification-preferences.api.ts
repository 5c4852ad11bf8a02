import {
  NotificationPreferencesSchema,
  NotificationTypeSchema,
  type NotificationPreference,
} from '@hanpan/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const notificationPreferenceKeys = {
  all: ['notification-preferences'] as const,
};

/** Every type in the contract's order; a type the server did not list is on ("no row means on"). */
export function completePreferences(list: NotificationPreference[]): NotificationPreference[] {
  return NotificationTypeSchema.options.map(
    (type) => list.find((preference) => preference.type === type) ?? { type, enabled: true },
  );
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferenceKeys.all,
    queryFn: async ({ signal }) =>
      completePreferences(
        await api.get('/api/notification-preferences', NotificationPreferencesSchema, { signal }),
      ),
  });
}

const PutAnswer = z.unknown();

/** PUT /api/notification-preferences with one {type, enabled}; optimistic, rolled back on failure. */
export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  const key = notificationPreferenceKeys.all;
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      api.put('/api/notification-preferences', PutAnswer, preference),
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreference[]>(key);
      queryClient.setQueryData<NotificationPreference[]>(key, (list) =>
        list?.map((item) => (item.type === preference.type ? preference : item)),
      );
      return { previous };
    },
    onError: (_error, _preference, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => {
      const list = NotificationPreferencesSchema.safeParse(answer);
      if (list.success) queryClient.setQueryData(key, completePreferences(list.data));
    },
  });
}
