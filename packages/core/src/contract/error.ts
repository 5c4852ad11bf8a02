import { z } from 'zod';

/**
 * The one error body every failing call answers with. The top-level `message` (always sent, equal
 * to error.message) is for the clients already in the field; parsing tolerates its absence.
 */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  message: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
