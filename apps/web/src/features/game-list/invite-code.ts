import { decodeInviteCode, inviteCodeMessages, isInviteCodeInput } from '@hanpan/core';

export { inviteCodeMessages };

/** What the code field keeps of a keystroke or paste: ASCII digits only, at most four. */
export function cleanInviteCodeInput(text: string): string {
  // Full-width digits (from some Korean keyboards) count as the digits they show.
  const ascii = text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  return ascii.replace(/\D/g, '').slice(0, 4);
}

/** Spec §5: confirm is enabled only with exactly four digits. */
export function canConfirmInviteCode(code: string): boolean {
  return isInviteCodeInput(code);
}

/**
 * The game a code points at, decoded on the phone ((code × 7143) mod 10000 − 538), or null when it
 * points at none ('잘못된 초대 번호입니다.'). The server still decides whether it may be seen.
 */
export function gameIdOfInviteCode(code: string): number | null {
  return decodeInviteCode(code);
}
