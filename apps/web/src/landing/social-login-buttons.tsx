import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/ui/button';
import { AppleIcon, GoogleIcon, KakaoIcon } from '@/ui/icons';
import { useAuthProviders } from '@/features/auth/auth.api';
import { offeredProviders, startSocialLogin, type SocialProvider } from './provider-login';

const BUTTONS: Record<SocialProvider, { label: string; variant: ButtonVariant; icon: ReactNode }> = {
  kakao: { label: '카카오로 시작하기', variant: 'kakao', icon: <KakaoIcon size={22} /> },
  google: { label: 'Google로 계속하기', variant: 'outline', icon: <GoogleIcon size={20} /> },
  apple: { label: 'Apple로 계속하기', variant: 'black', icon: <AppleIcon size={20} /> },
};

/**
 * The social sign-in buttons this device may show (Kakao everywhere, Google on Android, Apple on
 * iOS) and this server can honour (GET /api/auth/providers): a provider without keys shows no button
 * rather than one that answers '준비 중'.
 */
export function SocialLoginButtons() {
  const providers = useAuthProviders();
  if (providers.isError) {
    return (
      <div className="flex min-h-14 items-center justify-between gap-3 rounded-lg bg-fill px-4">
        <p className="text-body-sm text-ink-muted">로그인 방법을 불러오지 못했어요.</p>
        <Button size="sm" variant="outline" onClick={() => void providers.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  return (
    <>
      {offeredProviders(providers.data).map((provider) => {
        const button = BUTTONS[provider];
        return (
          <Button
            key={provider}
            variant={button.variant}
            size="lg"
            fullWidth
            leadingIcon={button.icon}
            onClick={() => startSocialLogin(provider, providers.data)}
          >
            {button.label}
          </Button>
        );
      })}
    </>
  );
}
