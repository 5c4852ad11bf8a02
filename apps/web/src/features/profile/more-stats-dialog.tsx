import { useState } from 'react';
import { FriendsList } from '@/features/friends/friend-lists';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { TrophyIcon, StopwatchIcon } from '@/ui/icons';
import { Tabs } from '@/ui/tabs';

type StatsView = 'main' | 'champions' | 'friends';

const VIEWS = [
  { value: 'main', label: '기록' },
  { value: 'champions', label: '챔피언' },
  { value: 'friends', label: '친구' },
] as const;

/**
 * The 'more stats' modal (spec §2 Profile: main, champions, friends). Records and champion titles
 * come from finished games (the games issue); until then they say so, and the friends view works.
 */
export function MoreStatsDialog({
  open,
  onOpenChange,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 0 for my own. */
  userId: number;
}) {
  const [view, setView] = useState<StatsView>('main');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="통계 더보기">
      {open ? (
        <Tabs label="통계 보기" options={VIEWS} value={view} onChange={setView}>
          {view === 'main' ? (
            <EmptyState
              className="py-8"
              icon={<StopwatchIcon size={28} />}
              title="아직 경기가 없어요"
              description="경기를 마치면 전적과 퍼포먼스가 여기에 쌓여요."
            />
          ) : view === 'champions' ? (
            <EmptyState
              className="py-8"
              icon={<TrophyIcon size={28} />}
              title="아직 챔피언 기록이 없어요"
              description="지역에서 규칙의 1위가 되면 챔피언으로 올라가요."
            />
          ) : (
            <FriendsList userId={userId} />
          )}
        </Tabs>
      ) : null}
    </Dialog>
  );
}
