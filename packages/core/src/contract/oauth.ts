import { z } from 'zod';
import { singleLineText } from '../validation/text.ts';

export const OAuthProviderSchema = z.enum(['kakao', 'google', 'apple']);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

/**
 * POST /api/auth/native/{provider}: a native wrapper signed in with the provider's SDK and hands us
 * the provider's token (Kakao: access token; Google and Apple: id token), which the server verifies.
 */
export const NativeLoginBodySchema = z.object({ token: singleLineText('토큰').min(10).max(8192) });
export const SocialLoginResponseSchema = z.object({
  token: z.string(),
  isNewUser: z.boolean(),
  nickname: z.string().nullable(),
});
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;
