import { commonErrors, isCommonErrorCode } from '@hanpan/core/common-errors';
import type { InitNotice } from './init-search';

/** /init?error=… — the server redirects there when a social sign-in fails. */
const OAUTH_ERROR_MESSAGES: Record<string, string> = {
  access_denied: '로그인을 취소했어요. 다시 시도하려면 아래 버튼을 눌러 주세요.',
  oauth_cancelled: '로그인을 취소했어요. 다시 시도하려면 아래 버튼을 눌러 주세요.',
  invalid_state: '로그인 요청이 만료되었어요. 처음부터 다시 시도해 주세요.',
  state_mismatch: '로그인 요청이 만료되었어요. 처음부터 다시 시도해 주세요.',
  provider_disabled: '지금은 이 방법으로 로그인할 수 없어요. 다른 방법을 이용해 주세요.',
  provider_not_configured: '지금은 이 방법으로 로그인할 수 없어요. 다른 방법을 이용해 주세요.',
  email_required: '이메일 제공에 동의해야 가입할 수 있어요.',
  account_deleted: '탈퇴한 계정이에요. 새로 가입하려면 다시 로그인해 주세요.',
};

export const OAUTH_FAILED_MESSAGE = '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** Known codes get our words; a Korean message from the server is shown as it is. */
export function initErrorMessage(error: string): string {
  const code = error.trim();
  if (code in OAUTH_ERROR_MESSAGES) return OAUTH_ERROR_MESSAGES[code] ?? OAUTH_FAILED_MESSAGE;
  if (isCommonErrorCode(code)) return commonErrors[code].message;
  if (/[가-힣]/.test(code)) return code.slice(0, 200);
  return OAUTH_FAILED_MESSAGE;
}

/**
 * /init?notice=… — why the player is here without having logged out: the one-time forced logout of
 * the 2025-07 update, a session ended elsewhere (logout everywhere, account changes), or a token
 * past its expiry (lib/signed-out.ts tells the last two apart).
 */
export const INIT_NOTICES = {
  relogin: '앱이 새 버전으로 업데이트되어 한 번 더 로그인이 필요해요.',
  signed_out: '다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.',
  expired: '로그인이 만료되었어요. 다시 로그인해 주세요.',
} as const satisfies Record<InitNotice, string>;

export function initNoticeMessage(notice: string | undefined): string | undefined {
  return notice && Object.hasOwn(INIT_NOTICES, notice) ? INIT_NOTICES[notice as InitNotice] : undefined;
}
