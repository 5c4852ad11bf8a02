import { SettingsView } from '@/features/settings';
import { AppBar, BackButton } from '@/ui/app-bar';

/** Settings (/settings, spec §2): account card, links, legal notice, blocks, logout, deletion. */
export function SettingsScreen() {
  return (
    <>
      <AppBar leading={<BackButton fallback="/" />} title="설정" />
      <SettingsView />
    </>
  );
}
