import { useMatches } from '@tanstack/react-router';
import { useState } from 'react';
import { AppBar, BackButton } from '@/ui/app-bar';
import { AppLink, useCurrentPath } from '@/ui/app-link';
import { BrandLockup } from '@/ui/brand-mark';
import { IconButton, iconButtonClasses } from '@/ui/icon-button';
import { BellIcon, ChatIcon, SettingsIcon } from '@/ui/icons';
import { MAIN_TABS } from './main-tabs';
import { bellLabel, NotificationSheet, useUnreadCount } from './notification-sheet';

/**
 * The global header (spec §2 "Global overlays"): back, DM, notification bell, settings. A tab's
 * root screen has no back arrow (issue 16 §24): the tabs are where one goes, not a history.
 */
export function GlobalHeader({ title: titleOverride }: { title?: string }) {
  const pathname = useCurrentPath();
  const matches = useMatches();
  const routeTitle = matches.at(-1)?.staticData.title;
  const title = titleOverride ?? routeTitle;
  const isHome = pathname === '/' || pathname === '/feed';
  const isTabRoot = MAIN_TABS.some((tab) => (tab.isActive ? tab.isActive(pathname) : pathname === tab.to));
  const [sheetOpen, setSheetOpen] = useState(false);
  const unread = useUnreadCount();

  return (
    <>
      <AppBar
        leading={isHome ? <BrandLockup className="pl-2.5" /> : isTabRoot ? undefined : <BackButton />}
        title={isHome ? undefined : title}
        actions={
          <>
            <AppLink to="/dm" aria-label="메시지" className={iconButtonClasses()}>
              <ChatIcon />
            </AppLink>
            <IconButton
              label={bellLabel(unread)}
              icon={<BellIcon />}
              badge={unread}
              onClick={() => setSheetOpen(true)}
            />
            {/* Until the profile screen (which links to settings) exists, settings live here. */}
            <AppLink to="/settings" aria-label="설정" className={iconButtonClasses()}>
              <SettingsIcon />
            </AppLink>
          </>
        }
      />
      <NotificationSheet open={sheetOpen} onOpenChange={setSheetOpen} />
    </>
  );
}
