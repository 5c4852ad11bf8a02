import { AboutView } from '@/features/settings';
import { AppBar, BackButton } from '@/ui/app-bar';

/** /settings/about: version, build date, documents, open-source licences, data sources. */
export function AboutScreen() {
  return (
    <>
      <AppBar leading={<BackButton fallback="/settings" />} title="앱 정보" />
      <AboutView />
    </>
  );
}
