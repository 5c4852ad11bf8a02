import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { decodeInviteTarget, encodedSegment } from '@/features/invite';
import { BrandMark } from '@/ui/brand-mark';
import { ScreenBody } from '@/ui/safe-area';
import { Spinner } from '@/ui/spinner';

/**
 * /invite-fall-back/{encodedUrl} (spec §2): opens the encoded address in place of this page — only
 * an address on this site (never an open redirect); anything unreadable goes to /. A 401 here does
 * not send the visitor to /init (lib/api-client.ts); the target's own guard decides.
 */
export function InviteFallBackScreen() {
  const router = useRouter();
  useEffect(() => {
    const encoded = encodedSegment(window.location.pathname, '/invite-fall-back/');
    const target = decodeInviteTarget(encoded, window.location.origin);
    void router.navigate({ href: target ?? '/', replace: true });
  }, [router]);
  return (
    <ScreenBody centered className="items-center gap-6">
      <BrandMark size={64} />
      <Spinner size={24} className="text-accent-500" label="초대받은 경기로 가는 중" />
    </ScreenBody>
  );
}
