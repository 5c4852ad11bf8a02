import { errorCatalog, isErrorCode } from '@hanpan/core';

/** /init?error=… — the server redirects there when a social sign-in fails. */
const OAUTH_ERROR_MESSAGES: Record<string, string> = {
  access_denied: '로그인을 취소했어요. 다시 시도하려면 아래 버튼을 눌러주세요.',
  oauth_cancelled: '로그인을 취소했어요. 다시 시도하려면 아래 버튼을 눌러주세요.',
  invalid_state: '로그인 요청이 만료되었어요. 처음부터 다시 시도해주세요.',
  state_mismatch: '로그인 요청이 만료되었어요. 처음부터 다시 시도해주세요.',
  provider_disabled: '지금은 이 방법으로 로그인할 수 없어요. 다른 방법을 이용해주세요.',
  provider_not_configured: '지금은 이 방법으로 로그인할 수 없어요. 다른 방법을 이용해주세요.',
  email_required: '이메일 제공에 동의해야 가입할 수 있어요.',
  account_deleted: '탈퇴한 계정이에요. 새로 가입하려면 다시 로그인해주세요.',
};

export const OAUTH_FAILED_MESSAGE = '로그인에 실패했습니다. 잠시 후 다시 시도해주세요.';

/** Known codes get our words; a Korean message from the server is shown as it is. */
export function initErrorMessage(error: string): string {
  const code = error.trim();
  if (code in OAUTH_ERROR_MESSAGES) return OAUTH_ERROR_MESSAGES[code] ?? OAUTH_FAILED_MESSAGE;
  if (isErrorCode(code)) return errorCatalog[code].message;
  if (/[가-힣]/.test(code)) return code.slice(0, 200);
  return OAUTH_FAILED_MESSAGE;
}

/** /init?notice=relogin — after the one-time forced logout of the 2025-07 update. */
export const INIT_NOTICES: Record<string, string> = {
  relogin: '앱이 새 버전으로 업데이트되어 한 번 더 로그인이 필요해요.',
};

export interface InitSearch {
  error?: string;
  notice?: string;
}

/** The router's default parser turns '?error=123' into a number: read every value as text. */
export function validateInitSearch(search: Record<string, unknown>): InitSearch {
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : undefined;
  const result: InitSearch = {};
  const error = text(search.error);
  const notice = text(search.notice);
  if (error) result.error = error;
  if (notice) result.notice = notice;
  return result;
}
