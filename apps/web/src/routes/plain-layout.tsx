import { Outlet } from '@tanstack/react-router';
import { useLeaveWhenSignedOut } from '@/features/shell';

/**
 * Signed-in screens without the global header and tabs (onboarding, profile settings, settings and
 * its pages): each has its own top bar with back, and some a bottom action bar of their own.
 */
export function PlainLayout() {
  useLeaveWhenSignedOut();
  return <Outlet />;
}
