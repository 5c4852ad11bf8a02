import type { ProviderIdentity } from './oidc-client.ts';
import { usableEmail } from './oidc-client.ts';
import { callProvider, type ProviderAnswer } from './provider-http.ts';
import { SignInFailure } from './sign-in-failure.ts';

export interface KakaoApiOptions {
  /** Kakao's REST API origin (https://kapi.kakao.com), or a stand-in in tests. */
  apiUrl: string;
  /** When set, the token must have been issued to this app (not to another app of the same user). */
  appId: string | null;
  timeoutMs: number;
}

/**
 * The native Kakao SDKs give the apps an access token, not an id token: Kakao's user API says whose
 * it is. The subject is Kakao's user id, the same value as the `sub` of its OpenID id tokens, so one
 * person signing in on the web and in the app is one account.
 */
export async function kakaoIdentityFromAccessToken(
  accessToken: string,
  options: KakaoApiOptions,
): Promise<ProviderIdentity> {
  const base = options.apiUrl.replace(/\/+$/, '');
  const init = { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } };
  if (options.appId !== null) {
    const info = await callProvider(`${base}/v1/user/access_token_info`, init, options.timeoutMs);
    rejectUnlessOk(info, 'access_token_info');
    if (String(info.json?.app_id) !== options.appId) {
      throw new SignInFailure('token_invalid', 'Kakao token was issued to another app');
    }
  }
  const me = await callProvider(`${base}/v2/user/me`, init, options.timeoutMs);
  rejectUnlessOk(me, 'user/me');
  const id = me.json?.id;
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id).length === 0) {
    throw new SignInFailure('provider_error', 'Kakao user/me answered without an id');
  }
  const account = (me.json?.kakao_account ?? {}) as Record<string, unknown>;
  const emailUsable = account.is_email_valid !== false && account.is_email_verified !== false;
  return { subject: String(id), email: emailUsable ? usableEmail(account.email, true) : null };
}

function rejectUnlessOk(answer: ProviderAnswer, call: string): void {
  if (answer.status === 200) return;
  // Kakao answers 401 (code -401) for an unknown or expired token, 400 for a malformed one.
  if (answer.status === 400 || answer.status === 401) {
    throw new SignInFailure('token_invalid', `Kakao ${call} refused the token (${answer.status})`);
  }
  throw new SignInFailure('provider_error', `Kakao ${call} answered ${answer.status}`);
}
