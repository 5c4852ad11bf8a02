import { useMemo } from 'react';
import { encodedSegment, InviteView } from '@/features/invite';

/** /invite/{encodedUrl} (spec §2 Invite views): a shared game link, open without signing in. */
export function InviteScreen() {
  // The raw address, not the router's decoded param: the segment goes on exactly as the server
  // encoded it (the app and the fallback page read it so).
  const encodedUrl = useMemo(() => encodedSegment(window.location.pathname, '/invite/'), []);
  return <InviteView encodedUrl={encodedUrl} />;
}
