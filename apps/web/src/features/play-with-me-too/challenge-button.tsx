import type { Profile } from '@hanpan/core';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/button';
import { TrophyIcon } from '@/ui/icons';

// The picker (rule search and all) loads when the player opens it, not with the profile.
const ChallengeDialog = lazy(() =>
  import('./challenge-dialog').then((module) => ({ default: module.ChallengeDialog })),
);

/** '나랑도 한 판' on another player's profile (issue 11 §10): opens the rule picker. */
export function ChallengeButton({ profile, className }: { profile: Profile; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        className={className}
        leadingIcon={<TrophyIcon size={18} />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        나랑도 한 판
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChallengeDialog profile={profile} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
