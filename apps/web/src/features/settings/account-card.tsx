import { useMyProfile } from '@/features/my-profile';
import { Avatar } from '@/ui/avatar';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Tag } from '@/ui/tag';

/** Who is signed in: avatar, nickname, @username and the group-account badge. */
export function AccountCard() {
  const profile = useMyProfile();

  if (profile.isPending) {
    return (
      <SkeletonGroup label="계정 정보를 불러오는 중">
        <div className="flex items-center gap-4 rounded-2xl bg-fill p-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
      </SkeletonGroup>
    );
  }

  if (profile.isError) {
    return (
      <LoadFailed
        inline
        title="계정 정보를 불러오지 못했어요."
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const me = profile.data;
  return (
    <section aria-label="내 계정" className="flex items-center gap-4 rounded-2xl bg-fill p-4">
      {/* The screen's largest picture (its LCP element): loaded at once, not lazily. */}
      <Avatar src={me.profilePictureThumbnail ?? me.profilePicture} name={me.nickname} size={56} eager />
      <div className="flex min-w-0 flex-col">
        <p className="flex items-center gap-1.5">
          <span className="truncate text-title-sm text-ink">{me.nickname}</span>
          {me.isGroupAccount ? <Tag tone="accent">단체 계정</Tag> : null}
        </p>
        {me.username ? <p className="truncate text-body-sm text-ink-subtle">@{me.username}</p> : null}
      </div>
    </section>
  );
}
