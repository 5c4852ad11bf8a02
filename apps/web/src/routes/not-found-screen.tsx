import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useToken } from '@/features/auth/auth.api';
import { AppShell } from '@/features/shell/app-shell';
import { AppBar, BackButton } from '@/ui/app-bar';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CompassIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

/** Any path without a screen (spec §2): back and home buttons. */
export function NotFoundScreen() {
  const token = useToken();
  if (token) {
    return (
      <AppShell title="페이지 없음">
        <NotFoundBody withTabs />
      </AppShell>
    );
  }
  return (
    <>
      <AppBar leading={<BackButton fallback="/init" />} />
      <NotFoundBody withTabs={false} />
    </>
  );
}

function NotFoundBody({ withTabs }: { withTabs: boolean }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const home = () => void router.navigate({ to: '/', replace: true });
  return (
    <ScreenBody withTabs={withTabs} centered>
      <EmptyState
        icon={<CompassIcon size={30} />}
        title="페이지를 찾을 수 없어요"
        description="주소가 잘못되었거나 아직 준비 중인 화면이에요."
        action={
          <>
            <Button fullWidth onClick={home}>
              홈으로
            </Button>
            <Button fullWidth variant="outline" onClick={() => (canGoBack ? router.history.back() : home())}>
              이전 화면으로
            </Button>
          </>
        }
      />
    </ScreenBody>
  );
}
