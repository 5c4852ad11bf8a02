import { z } from 'zod';

const invalidId = '잘못된 사용자 번호예요.';

/** `{id}` path parameter of the profile and block calls (0 = the caller where allowed). */
export const UserIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int(invalidId)
    .min(0, invalidId)
    .max(Number.MAX_SAFE_INTEGER, invalidId),
});
