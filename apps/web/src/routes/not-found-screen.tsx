import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { NOT_FOUND_TITLE } from '@/landing/document-title';
import { AppBar, BackButton } from '@/ui/app-bar';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CompassIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

/**
 * Any path without a screen (spec §2): back and home buttons, and no tab chrome — tabs around a
 * miss would suggest the screen exists and failed.
 */
export function NotFoundScreen() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const home = () => void router.navigate({ to: '/', replace: true });
  return (
    <>
      <AppBar leading={<BackButton fallback="/" />} />
      <ScreenBody centered>
        <EmptyState
          icon={<CompassIcon size={30} />}
          title={NOT_FOUND_TITLE}
          description="주소가 잘못되었거나 없어진 화면이에요."
          action={
            <>
              <Button fullWidth onClick={home}>
                홈으로
              </Button>
              <Button
                fullWidth
                variant="outline"
                onClick={() => (canGoBack ? router.history.back() : home())}
              >
                이전 화면으로
              </Button>
            </>
          }
        />
      </ScreenBody>
    </>
  );
}
