import type { Profile } from '@hanpan/core';
import { useState } from 'react';
import { FriendsList } from '@/features/friends';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { TrophyIcon } from '@/ui/icons';
import { Tabs } from '@/ui/tabs';
import { ChampionTitles } from './champion-titles';
import { RecordSummary } from './match-records';

type StatsView = 'main' | 'champions' | 'friends';

const VIEWS = [
  { value: 'main', label: '기록' },
  { value: 'champions', label: '챔피언' },
  { value: 'friends', label: '친구' },
] as const;

/**
 * The 'more stats' modal (spec §2 Profile: main, champions, friends). The main view adds up the
 * finished games (match-records.tsx); the champions view lists the titles held (champion-titles.tsx).
 */
export function MoreStatsDialog({
  open,
  onOpenChange,
  userId,
  profile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 0 for my own. */
  userId: number;
  profile: Profile;
}) {
  const [view, setView] = useState<StatsView>('main');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="통계 더보기">
      {open ? (
        <Tabs label="통계 보기" options={VIEWS} value={view} onChange={setView}>
          {view === 'main' ? (
            <RecordSummary profile={profile} />
          ) : view === 'champions' ? (
            profile.myChampions.length > 0 ? (
              <section aria-labelledby="more-stats-champions" className="flex flex-col gap-2 py-2">
                <h3 id="more-stats-champions" className="text-body font-semibold text-ink">
                  챔피언 {profile.myChampions.length}개
                </h3>
                <ChampionTitles titles={profile.myChampions} headingId="more-stats-champions" />
              </section>
            ) : (
              <EmptyState
                className="py-8"
                icon={<TrophyIcon size={28} />}
                title="아직 챔피언 기록이 없어요"
                description="지역에서 규칙의 1위가 되면 챔피언으로 올라가요."
              />
            )
          ) : (
            <FriendsList userId={userId} />
          )}
        </Tabs>
      ) : null}
    </Dialog>
  );
}
