import { z } from 'zod';

/**
 * Canonical decimal text of a positive id: no sign, no leading zero, no spaces, no exponent or
 * fraction, at most 16 digits (the range check below refuses what passes 2^53 − 1).
 */
const CANONICAL_ID_TEXT = /^[1-9][0-9]{0,15}$/;

/**
 * The one id field of every request (body, query or path; issue 16 item 13): a positive safe
 * integer, or the same written as canonical decimal text, because the clients in the field send
 * ids taken from the route as strings (`originalRuleId: "76"`) and query and path values are text
 * anyway. Anything else is refused with `message` rather than guessed at: '1e3', ' 7', '007', '7.0',
 * '+7', '', true and null (`z.coerce.number` accepted most of them as some other id).
 */
export const idField = (message: string) =>
  z
    .union([z.number(), z.string().regex(CANONICAL_ID_TEXT).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message));

const invalidUserId = '잘못된 사용자 번호예요.';

/** A user id where 0 means the caller (contract notes: `/api/user-profile/0`). */
export const userIdOrSelfField = z.union(
  [z.literal('0').transform(() => 0), z.literal(0), idField(invalidUserId)],
  {
    error: invalidUserId,
  },
);

/** `{id}` path parameter of the profile and block calls (0 = the caller where allowed). */
export const UserIdParamsSchema = z.object({ id: userIdOrSelfField });
