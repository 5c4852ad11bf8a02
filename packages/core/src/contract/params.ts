import { z } from 'zod';

const invalidUserId = '잘못된 사용자 번호예요.';

/** `{id}` path parameter of the profile and block calls (0 = the caller where allowed). */
export const UserIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidUserId })
    .int(invalidUserId)
    .min(0, invalidUserId)
    .max(Number.MAX_SAFE_INTEGER, invalidUserId),
});
