import { logout } from '@/features/auth';
import { OnboardingFlow, OnboardingHeader } from '@/features/onboarding';
import { useMyProfile } from '@/features/my-profile';
import { Button } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

/**
 * Onboarding (/onboarding). Its own route rather than /oauth/callback: the callback strips its
 * query at once, so a reload there could not resume; here a reload asks the server where to go on.
 */
export function OnboardingScreen() {
  const profile = useMyProfile();

  if (profile.isPending) {
    return (
      <>
        <OnboardingHeader position={0} count={10} canGoBack={false} onBack={() => {}} />
        <ScreenBody>
          <SkeletonGroup label="가입 정보를 불러오는 중">
            <div className="flex flex-col gap-3 pt-7">
              <Skeleton className="h-8 w-56" />
              <Skeleton className="h-5 w-72" />
              <Skeleton className="mt-8 h-13 w-full" />
            </div>
          </SkeletonGroup>
        </ScreenBody>
      </>
    );
  }

  if (profile.isError) {
    return (
      <ScreenBody centered className="pt-safe">
        <LoadFailed
          title="가입 정보를 불러오지 못했어요"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          // The shell is not reachable before onboarding: leaving must be possible from here.
          secondaryAction={
            <Button variant="ghost" onClick={() => void logout()}>
              로그아웃
            </Button>
          }
        />
      </ScreenBody>
    );
  }

  return <OnboardingFlow key={profile.data.id} profile={profile.data} />;
}
