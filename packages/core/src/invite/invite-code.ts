/**
 * Four-digit invite codes (spec §5, §9; contract-notes "Invite code"). Existing clients decode on
 * the phone, so these numbers are part of the public contract and must not change.
 *
 * WARNING: the code space is 10 000 and trivially guessable, and ids from 9462 up wrap around
 * (decode(encode(id)) is ((id + 538) mod 10000) − 538: null or a different, older game). A decoded
 * id is only a hint — the server must still check that the game exists, is open and is visible to
 * the caller before showing or joining it.
 */
export const INVITE_CODE_MODULUS = 10_000;
export const INVITE_CODE_MULTIPLIER = 7; // encode
export const INVITE_CODE_INVERSE = 7143; // decode: 7 × 7143 = 50 001 ≡ 1 (mod 10 000)
export const INVITE_CODE_OFFSET = 538;

/** The largest game id whose code decodes back to itself. */
export const MAX_ROUND_TRIP_GAME_ID = INVITE_CODE_MODULUS - INVITE_CODE_OFFSET - 1; // 9461

export const inviteCodeMessages = {
  format: '4자리 숫자를 입력하세요.',
  invalid: '잘못된 초대 번호입니다.',
} as const;

const FOUR_DIGITS = /^\d{4}$/;

/** True when the input may be submitted: exactly four ASCII digits (the confirm button's rule). */
export function isInviteCodeInput(value: string): boolean {
  return FOUR_DIGITS.test(value);
}

export function encodeInviteCode(gameId: number): string {
  if (!Number.isSafeInteger(gameId) || gameId <= 0) {
    throw new RangeError(`gameId must be a positive integer, got ${gameId}`);
  }
  // Reduce before multiplying so huge ids cannot lose precision.
  const code =
    (((gameId + INVITE_CODE_OFFSET) % INVITE_CODE_MODULUS) * INVITE_CODE_MULTIPLIER) % INVITE_CODE_MODULUS;
  return String(code).padStart(4, '0');
}

/** The game id a code points at, or null when the code is not four digits or points at no id. */
export function decodeInviteCode(code: string): number | null {
  if (!isInviteCodeInput(code)) return null;
  const gameId = ((Number(code) * INVITE_CODE_INVERSE) % INVITE_CODE_MODULUS) - INVITE_CODE_OFFSET;
  return gameId > 0 ? gameId : null;
}
