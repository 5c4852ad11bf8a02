import type { z } from 'zod';

/** First message per top-level field of a failed zod parse: { email: '…', password: '…' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
