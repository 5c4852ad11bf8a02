import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/ui/button';
import { AppleIcon, GoogleIcon, KakaoIcon } from '@/ui/icons';
import { useAuthProviders } from './auth.api';
import { startSocialLogin, visibleProviders, type SocialProvider } from './provider-login';

const BUTTONS: Record<SocialProvider, { label: string; variant: ButtonVariant; icon: ReactNode }> = {
  kakao: { label: '카카오로 시작하기', variant: 'kakao', icon: <KakaoIcon size={22} /> },
  google: { label: 'Google로 계속하기', variant: 'outline', icon: <GoogleIcon size={20} /> },
  apple: { label: 'Apple로 계속하기', variant: 'black', icon: <AppleIcon size={20} /> },
};

/** The social sign-in buttons this device may show (Kakao everywhere, Google on Android, Apple on iOS). */
export function SocialLoginButtons() {
  const providers = useAuthProviders();
  return (
    <>
      {visibleProviders().map((provider) => {
        const button = BUTTONS[provider];
        return (
          <Button
            key={provider}
            variant={button.variant}
            size="lg"
            fullWidth
            leadingIcon={button.icon}
            loading={providers.isPending}
            onClick={() => startSocialLogin(provider, providers.data)}
          >
            {button.label}
          </Button>
        );
      })}
    </>
  );
}
