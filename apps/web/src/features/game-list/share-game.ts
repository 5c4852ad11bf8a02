import { copyText, SHARE_RESULT_MESSAGES, shareLink } from '@/lib/native-bridge';

/** Spec §8 copy failure (also when the link could not be made). */
export const SHARE_FAILED = SHARE_RESULT_MESSAGES.failed;
export const CODE_COPIED = '초대 번호를 복사했어요.';

/**
 * Shares a game's invite link: the apps' share sheet, the Web Share API, else the clipboard.
 * Returns the toast to show, or null when nothing needs saying (shared, or the sheet was closed).
 */
export async function shareInvite(
  makeLink: () => Promise<{ url: string }>,
  title: string,
): Promise<string | null> {
  let url: string;
  try {
    url = (await makeLink()).url;
  } catch {
    return SHARE_FAILED;
  }
  const result = await shareLink({ url, title: `한판 · ${title}`, text: `${title} 경기에 도전해 보세요!` });
  if (result === 'copied') return SHARE_RESULT_MESSAGES.copied;
  if (result === 'failed') return SHARE_FAILED;
  return null;
}

export async function copyInviteCode(code: string): Promise<string> {
  return (await copyText(code)) ? CODE_COPIED : SHARE_FAILED;
}
