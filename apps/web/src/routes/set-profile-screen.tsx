import { useSearch } from '@tanstack/react-router';
import { useMyProfile } from '@/features/my-profile';
import { SetProfileForm } from '@/features/profile';
import { AppBar, BackButton } from '@/ui/app-bar';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

/** Profile settings (/set-profile, ?init=1 for the first-time variant). */
export function SetProfileScreen() {
  const { init } = useSearch({ strict: false });
  const profile = useMyProfile();
  const first = init === 1;

  return (
    <>
      <AppBar
        leading={<BackButton fallback={first ? '/' : '/settings'} />}
        title={first ? '프로필 설정' : '프로필 수정'}
      />
      <ScreenBody>
        {profile.isPending ? (
          <ProfileFormSkeleton />
        ) : profile.isError ? (
          <LoadFailed
            title="프로필 정보를 불러오는데 실패했습니다."
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <SetProfileForm profile={profile.data} init={first} />
        )}
      </ScreenBody>
    </>
  );
}

function ProfileFormSkeleton() {
  return (
    <SkeletonGroup label="프로필을 불러오는 중">
      <div className="flex flex-col items-center gap-3 pt-4">
        <Skeleton className="size-26 rounded-full" />
        <Skeleton className="h-11 w-48" />
      </div>
      <div className="mt-6 flex flex-col gap-6">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-13 w-full" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
