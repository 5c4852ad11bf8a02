import type { OAuthProvider } from '@hanpan/core';
import { PROVIDER_LABELS } from './oauth-providers.ts';

/**
 * Why a social sign-in did not happen. The reason picks what the user reads; the detail is only
 * logged (it may name provider internals, never shown).
 */
export type SignInFailureReason =
  'not_enabled' | 'cancelled' | 'state_invalid' | 'token_invalid' | 'provider_error' | 'provider_unreachable';

export class SignInFailure extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'SignInFailure';
  }
}

/** The Korean line shown on /init after a failed browser sign-in. */
export function signInFailureMessage(
  reason: SignInFailureReason | 'unexpected',
  provider: OAuthProvider | null,
) {
  const label = provider ? PROVIDER_LABELS[provider] : null;
  switch (reason) {
    case 'not_enabled':
      return label ? `${label} 로그인은 지금 사용할 수 없어요.` : '지원하지 않는 로그인 방식이에요.';
    case 'cancelled':
      return '로그인이 취소되었어요.';
    case 'state_invalid':
      return '로그인 요청이 만료되었어요. 다시 시도해 주세요.';
    default:
      return `${label ? `${label} ` : ''}로그인 중 문제가 발생했어요. 잠시 후 다시 시도해 주세요.`;
  }
}
