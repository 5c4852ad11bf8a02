import type { ContactBody } from '@hanpan/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /api/contact — stored for the administrators. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.post('/api/contact', z.unknown(), body),
  });
}
