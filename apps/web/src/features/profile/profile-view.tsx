import type { Profile } from '@hanpan/core';
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FriendsDialog } from '@/features/friends';
import { isApiError } from '@/lib/api-client';
import { Avatar } from '@/ui/avatar';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ChevronRightIcon, FileTextIcon, PencilIcon, SettingsIcon, UserIcon } from '@/ui/icons';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { showToast } from '@/ui/toast';
import { FriendsBar, type FriendsView } from './friends-bar';
import { MannerScoreBadge } from './manner-score-badge';
import { ChampionList } from './champion-titles';
import { MatchRecords } from './match-records';
import { MoreStatsDialog } from './more-stats-dialog';
import { PerformanceChart } from './performance-chart';
import { BlockButton, BlockedNotice, OtherProfileActions } from './profile-actions';
import { profileFacts } from './profile-facts';
import { useUserProfile } from './profile.api';
import { UserSearchDialog } from './user-search-dialog';

/** Spec §8: a profile that fails to load says this (or the server's message), then goes back. */
export const PROFILE_LOAD_FAILED = '프로필 정보를 불러오는데 실패했습니다.';

/**
 * A profile (spec §2) once its id is known: picture, names, facts, manner score, friends and their
 * requests, the friend and message buttons and blocking on someone else's; edit, settings, user
 * search and my rules on my own; the records of finished games (match-records.tsx), scrolled to
 * the game `focusGameId` names.
 */
export function ProfileContent({ id, focusGameId }: { id: number; focusGameId?: number | undefined }) {
  const profile = useUserProfile(id);
  const gone = profile.isError && isApiError(profile.error) && [400, 404].includes(profile.error.status);
  const failed = profile.isError && !gone;
  useLeaveOnFailure(failed ? profile.error : null);

  // /profile/0 is always one's own: its skeleton keeps room for the edit and settings buttons.
  if (gone) return <UnknownUser />;
  if (profile.isPending || profile.isError) return <ProfileSkeleton own={id === 0} />;
  return <ProfileView profile={profile.data} focusGameId={focusGameId} />;
}

/** Spec §8: the message (the server's, else the spec's), then back where the player came from. */
function useLeaveOnFailure(error: unknown) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  useEffect(() => {
    if (!error) return;
    showToast(isApiError(error) && error.status !== 0 && error.message ? error.message : PROFILE_LOAD_FAILED);
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/', replace: true });
    // Once per failure: going back changes canGoBack, which must not leave twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}

type OpenDialog = { kind: 'friends'; view: FriendsView } | { kind: 'stats' } | { kind: 'search' } | null;

function ProfileView({ profile, focusGameId }: { profile: Profile; focusGameId: number | undefined }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const own = profile.isMe;
  // The lists' calls take 0 for mine (someone else's friends go by id).
  const listId = own ? 0 : profile.id;
  const facts = profile.isDeleted ? [] : profileFacts(profile);
  const close = (open: boolean) => !open && setDialog(null);
  const openFriends = (view: FriendsView) => setDialog({ kind: 'friends', view });

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
          {profile.isDeleted ? null : (
            <MannerScoreBadge
              score={profile.mannerScore}
              reviewCount={profile.mannerReviewCount}
              className="mt-2 self-start"
            />
          )}
        </div>
      </header>

      {own ? <OwnActions /> : null}
      {!own && !profile.isDeleted ? (
        profile.blockedByMe ? (
          <BlockedNotice profile={profile} />
        ) : (
          <OtherProfileActions profile={profile} />
        )
      ) : null}

      {profile.isDeleted || profile.blockedByMe ? null : (
        <FriendsBar
          own={own}
          friends={profile.stats.friends}
          onOpen={openFriends}
          onSearch={() => setDialog({ kind: 'search' })}
        />
      )}

      {profile.isDeleted ? null : (
        <dl className="mt-4 flex flex-col gap-4 rounded-2xl bg-fill p-4">
          <ProfileField label="소개" value={profile.bio ?? profile.intro} empty="아직 소개가 없어요" />
          <ProfileField label="소속" value={profile.affiliation} empty="소속을 적지 않았어요" />
        </dl>
      )}

      {profile.isDeleted ? null : (
        <MatchRecords
          profile={profile}
          own={own}
          onMoreStats={() => setDialog({ kind: 'stats' })}
          focusGameId={focusGameId}
        />
      )}

      {profile.isDeleted ? null : <ChampionList titles={profile.myChampions} />}

      {profile.isDeleted ? null : (
        <PerformanceChart
          performance={profile.stats.performance}
          history={profile.stats.performanceHistory}
        />
      )}

      {own ? (
        <Link
          to="/rules/my-rules"
          className="focus-ring mt-4 flex min-h-14 items-center gap-3 rounded-2xl border border-line px-4 text-body font-medium text-ink transition-colors hover:bg-fill"
        >
          <FileTextIcon size={22} className="shrink-0 text-ink-muted" />
          <span className="flex-1">내가 만든 규칙</span>
          <ChevronRightIcon size={20} className="shrink-0 text-ink-disabled" />
        </Link>
      ) : null}

      {!own && !profile.isDeleted && !profile.blockedByMe ? <BlockButton profile={profile} /> : null}

      <FriendsDialog
        open={dialog?.kind === 'friends'}
        onOpenChange={close}
        userId={listId}
        own={own}
        nickname={profile.nickname}
        view={dialog?.kind === 'friends' ? dialog.view : 'friends'}
      />
      <MoreStatsDialog
        open={dialog?.kind === 'stats'}
        onOpenChange={close}
        userId={listId}
        profile={profile}
      />
      {own ? <UserSearchDialog open={dialog?.kind === 'search'} onOpenChange={close} /> : null}
    </article>
  );
}

function OwnActions() {
  return (
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
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      </div>
      <div className="mt-5 flex gap-2">
        <Skeleton className="h-12 flex-1 rounded-lg" />
        <Skeleton className={own ? 'h-12 flex-1 rounded-lg' : 'h-12 w-24 rounded-lg'} />
      </div>
      <Skeleton className="mt-5 h-14 w-full rounded-2xl" />
      <Skeleton className="mt-4 h-36 w-full rounded-2xl" />
    </SkeletonGroup>
  );
}

export function UnknownUser() {
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
