import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { findOtherAdminNicknames } from './users.queries.ts';

/**
 * The comparison key of a nickname for "does it pass for an administrator's?" (issue 16 §4). Two
 * nicknames with the same key read the same in a notification, so a player may not take one
 * that matches an administrator's:
 * - NFKC folds halfwidth and compatibility forms (ﾊ → ハ, ＡＢ → AB, the compatibility jamo
 *   ㅎ ㅏ → the conjoining jamo) and NFD then spells every syllable as its jamo, so '한', its three
 *   jamo and 'ㅎㅏㄴ' meet;
 * - a final consonant becomes the same letter as an initial one (ᆫ → ᄂ; ᆪ → ᄀᄉ), so where a
 *   syllable breaks does not count ('한판' = 'ㅎㅏㄴ판' = '하ㄴ판');
 * - spaces of every kind go, and case is folded ('관리 자' = '관리자', 'Admin' = 'ADMIN').
 */
const FINAL_TO_INITIAL: Record<string, string> = {
  '\u11A8': '\u1100',
  '\u11A9': '\u1101',
  '\u11AA': '\u1100\u1109',
  '\u11AB': '\u1102',
  '\u11AC': '\u1102\u110C',
  '\u11AD': '\u1102\u1112',
  '\u11AE': '\u1103',
  '\u11AF': '\u1105',
  '\u11B0': '\u1105\u1100',
  '\u11B1': '\u1105\u1106',
  '\u11B2': '\u1105\u1107',
  '\u11B3': '\u1105\u1109',
  '\u11B4': '\u1105\u1110',
  '\u11B5': '\u1105\u1111',
  '\u11B6': '\u1105\u1112',
  '\u11B7': '\u1106',
  '\u11B8': '\u1107',
  '\u11B9': '\u1107\u1109',
  '\u11BA': '\u1109',
  '\u11BB': '\u110A',
  '\u11BC': '\u110B',
  '\u11BD': '\u110C',
  '\u11BE': '\u110E',
  '\u11BF': '\u110F',
  '\u11C0': '\u1110',
  '\u11C1': '\u1111',
  '\u11C2': '\u1112',
};

export function nicknameLookalikeKey(nickname: string): string {
  return nickname
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u11A8-\u11C2]/gu, (final) => FINAL_TO_INITIAL[final] ?? final)
    .replace(/[\s\p{Cf}]+/gu, '')
    .toLowerCase();
}

/**
 * Every path that sets a nickname (POST /api/auth/complete, PATCH /api/user-profile/save) calls
 * this first: 409 `nickname_like_admin` when it reads like another administrator's nickname.
 */
export async function assertNotAdminLookalike(db: Db, userId: number, nickname: string) {
  const key = nicknameLookalikeKey(nickname);
  const admins = await findOtherAdminNicknames(db, userId);
  if (admins.some((admin) => nicknameLookalikeKey(admin) === key)) throw new AppError('nickname_like_admin');
}
