import { useEffect, useMemo, useState } from 'react';
import { isNativeApp } from '@/lib/native-sign-in-bridge';
import { AppLink } from '@/ui/app-link';
import { BrandMark } from '@/ui/brand-mark';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { ScreenBody } from '@/ui/safe-area';
import { Spinner } from '@/ui/spinner';
import { appOpenUrl, inviteMessages, mobileOsOf, STORE_URLS } from './invite-links';
import { useAppOpenAttempt } from './use-app-open';

/**
 * A shared game link (/invite/{encodedUrl}, spec §2 Invite views). On a phone it tries the app,
 * then offers the app and the store; anywhere it can continue on the web. Open without signing in.
 * `encodedUrl` is the address's segment exactly as the server encoded it.
 */
export function InviteView({ encodedUrl }: { encodedUrl: string }) {
  const os = useMemo(() => mobileOsOf(navigator.userAgent, navigator.maxTouchPoints), []);
  const insideApp = isNativeApp();
  const { hint } = useAppOpenAttempt(insideApp ? null : os, encodedUrl);
  const [alert, setAlert] = useState<string | null>(null);
  const fallback = `/invite-fall-back/${encodedUrl}`;

  // Already in the app's WebView: nothing to open, go straight to the game.
  useEffect(() => {
    if (insideApp) window.location.replace(fallback);
  }, [insideApp, fallback]);

  const openApp = () => {
    if (!os) return setAlert(inviteMessages.appOnlyOnMobile);
    window.location.href = appOpenUrl(os, encodedUrl);
  };
  const openStore = () => {
    if (!os) return setAlert(inviteMessages.installOnlyOnMobile);
    window.location.href = STORE_URLS[os];
  };

  return (
    <ScreenBody centered className="items-center text-center">
      <BrandMark size={72} />
      <h1 className="mt-6 text-headline text-ink">한판 경기에 초대받았어요</h1>
      <p className="mt-2 max-w-72 text-body text-ink-muted">
        앱에서 경기 정보를 보고 바로 도전 신청을 할 수 있어요.
      </p>

      <div className="mt-6 min-h-12" role="status" aria-live="polite">
        {hint ? (
          <p className="max-w-72 text-body-sm text-ink-subtle">
            {os
              ? '앱이 열리지 않았나요? 아래 버튼으로 앱을 열거나 설치해 주세요. 웹에서 계속할 수도 있어요.'
              : '휴대폰에서 링크를 열면 앱으로 바로 볼 수 있어요. 여기서는 웹에서 계속해 주세요.'}
          </p>
        ) : (
          <p className="inline-flex items-center gap-2 text-body-sm text-ink-subtle">
            <Spinner size={16} />
            앱을 여는 중이에요
          </p>
        )}
      </div>

      <div className="mt-4 flex w-full max-w-72 flex-col gap-2">
        <Button fullWidth onClick={openApp}>
          앱으로 열기
        </Button>
        <Button fullWidth variant="secondary" onClick={openStore}>
          앱 설치하기
        </Button>
        <AppLink
          to={fallback}
          className="focus-ring mt-2 inline-flex min-h-touch items-center justify-center rounded-md text-body-sm font-semibold text-accent-700 underline underline-offset-4"
        >
          웹에서 계속하기
        </AppLink>
      </div>

      <Dialog
        open={alert !== null}
        onOpenChange={(open) => !open && setAlert(null)}
        kind="alert"
        title={alert ?? ''}
        description="휴대폰에서 초대 링크를 열어 주세요."
        footer={
          <DialogClose asChild>
            <Button fullWidth>확인</Button>
          </DialogClose>
        }
      />
    </ScreenBody>
  );
}
