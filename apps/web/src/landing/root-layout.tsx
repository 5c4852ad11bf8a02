import { Outlet } from '@tanstack/react-router';
import { useDailyFirstAccess } from './use-daily-first-access';
import { useRouteDocumentTitle } from './document-title';
import { BrandMark } from '@/ui/brand-mark';
import { OfflineBanner } from './offline-banner';
import { PhoneFrame } from '@/ui/safe-area';
import { Spinner } from '@/ui/spinner';

export function RootLayout() {
  useDailyFirstAccess();
  useRouteDocumentTitle();
  return (
    <PhoneFrame>
      <OfflineBanner />
      <Outlet />
    </PhoneFrame>
  );
}

/** Shown while the first navigation waits (e.g. the session check on a slow network). */
export function SplashScreen() {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-surface">
      <BrandMark size={72} />
      <Spinner size={24} className="text-accent-500" label="불러오는 중" />
    </div>
  );
}
