import type { Profile } from '@hanpan/core';
import { Link, useParams } from '@tanstack/react-router';
import { parseProfileId, profileFacts } from '@/features/profile/profile-facts';
import { useUserProfile } from '@/features/profile/profile.api';
import { isApiError } from '@/lib/api-client';
import { Avatar } from '@/ui/avatar';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ChevronRightIcon, FileTextIcon, PencilIcon, SettingsIcon, UserIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

/**
 * A profile (/profile/{id}, 0 = own; spec §2): what exists today — picture, names, age, gender,
 * place, intro and affiliation. Statistics, friends and chat arrive with their features.
 */
export function ProfileScreen() {
  const { userId } = useParams({ from: '/app/profile/$userId' });
  const id = parseProfileId(userId);
  return <ScreenBody withTabs>{id === null ? <UnknownUser /> : <ProfileContent id={id} />}</ScreenBody>;
}

function ProfileContent({ id }: { id: number }) {
  const profile = useUserProfile(id);
  // /profile/0 is always one's own: its skeleton keeps room for the edit and settings buttons.
  if (profile.isPending) return <ProfileSkeleton own={id === 0} />;
  if (profile.isError) {
    if (isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400)) {
      return <UnknownUser />;
    }
    return (
      <LoadFailed
        className="flex-1 justify-center"
        title="프로필 정보를 불러오는데 실패했습니다."
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const facts = profile.isDeleted ? [] : profileFacts(profile);
  return (
    <article aria-labelledby="profile-name" className="flex flex-col pt-4">
      <header className="flex items-center gap-4">
        <Avatar
          src={profile.profilePicture}
          name={profile.nickname}
          size={88}
          className="ring-4 ring-accent-50"
          eager
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 id="profile-name" className="break-words text-headline text-ink">
            {profile.nickname}
          </h1>
          {profile.username ? (
            <p className="truncate text-body-sm text-ink-subtle">@{profile.username}</p>
          ) : null}
          {facts.length > 0 ? (
            <p className="mt-1.5 text-body-sm text-ink-muted">{facts.join(' · ')}</p>
          ) : null}
        </div>
      </header>

      {profile.isMe ? (
        <div className="mt-5 flex gap-2">
          <Link to="/set-profile" className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
            <PencilIcon size={18} />
            프로필 수정
          </Link>
          <Link to="/settings" className={buttonClasses({ variant: 'outline', fullWidth: true })}>
            <SettingsIcon size={18} />
            설정
          </Link>
        </div>
      ) : null}

      {profile.isMe ? (
        <Link
          to="/rules/my-rules"
          className="focus-ring mt-3 flex min-h-14 items-center gap-3 rounded-2xl border border-line px-4 text-body font-medium text-ink transition-colors hover:bg-fill"
        >
          <FileTextIcon size={22} className="shrink-0 text-ink-muted" />
          <span className="flex-1">내가 만든 규칙</span>
          <ChevronRightIcon size={20} className="shrink-0 text-ink-disabled" />
        </Link>
      ) : null}

      {profile.isDeleted ? null : (
        <dl className="mt-6 flex flex-col gap-4 rounded-2xl bg-fill p-4">
          <ProfileField label="소개" value={profile.bio ?? profile.intro} empty="아직 소개가 없어요" />
          <ProfileField label="소속" value={profile.affiliation} empty="소속을 적지 않았어요" />
        </dl>
      )}
    </article>
  );
}

function ProfileField({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  const text = value?.trim();
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-label font-semibold text-ink-subtle">{label}</dt>
      <dd
        className={text ? 'whitespace-pre-line break-words text-body text-ink' : 'text-body text-ink-subtle'}
      >
        {text || empty}
      </dd>
    </div>
  );
}

/** Same size as the loaded header and fields, so nothing moves when the profile arrives. */
function ProfileSkeleton({ own }: { own: boolean }) {
  return (
    <SkeletonGroup label="프로필을 불러오는 중">
      <div className="flex items-center gap-4 pt-4">
        <Skeleton className="size-[88px] rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-36" />
        </div>
      </div>
      {own ? (
        <div className="mt-5 flex gap-2">
          <Skeleton className="h-12 flex-1 rounded-lg" />
          <Skeleton className="h-12 flex-1 rounded-lg" />
        </div>
      ) : null}
      <Skeleton className="mt-6 h-36 w-full rounded-2xl" />
    </SkeletonGroup>
  );
}

function UnknownUser() {
  return (
    <EmptyState
      className="flex-1 justify-center"
      icon={<UserIcon size={30} />}
      title="사용자를 찾을 수 없어요"
      description="탈퇴했거나 주소가 잘못되었어요."
      action={
        <Link to="/" className={buttonClasses({ fullWidth: true })}>
          홈으로
        </Link>
      }
    />
  );
}
