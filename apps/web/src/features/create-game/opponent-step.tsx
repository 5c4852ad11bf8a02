import type { Rule } from '@hanpan/core';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RuleCard, RuleDetailDialog } from '@/features/rules';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { ChevronRightIcon, CompassIcon, UserPlusIcon } from '@/ui/icons';
import { PICK_RULE_HREF } from './create-game-paths';
import type { InvitedFriend } from './create-game-draft';
import { FriendPickerDialog } from './friend-picker-dialog';
import { StepLayout } from './step-layout';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';

function Choice({
  icon,
  title,
  description,
  selected,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'focus-ring flex w-full items-center gap-3 rounded-2xl border p-4 text-left transition-colors hover:bg-fill/60 active:bg-fill',
        selected ? 'border-accent-500 bg-accent-50/60' : 'border-line',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-600"
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-body font-semibold text-ink">{title}</span>
        <span className="text-body-sm text-ink-muted">{description}</span>
      </span>
      <ChevronRightIcon size={20} aria-hidden="true" className="shrink-0 text-ink-subtle" />
    </button>
  );
}

/**
 * Step 3: the chosen rule (its card opens the detail) and who to play: 'pick a friend' opens the
 * friend picker, 'skip' makes a random game anyone may apply to, 'choose rules again' goes back to
 * /rules (spec §2).
 */
export function OpponentStep({
  rule,
  friend,
  random,
  onFriend,
  onRandom,
  error,
}: {
  rule: Rule;
  friend: InvitedFriend | null;
  /** The player already chose a random game (coming back from a later step). */
  random: boolean;
  onFriend: (friend: InvitedFriend) => void;
  onRandom: () => void;
  error: string | null;
}) {
  const router = useRouter();
  const [picking, setPicking] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  return (
    <StepLayout
      title="누구와 겨룰까요?"
      description="이 규칙으로 경기를 만들어요."
      error={error ? { message: error } : null}
      actions={
        <Button variant="ghost" fullWidth onClick={() => void router.navigate({ href: PICK_RULE_HREF })}>
          규칙 다시 고르기
        </Button>
      }
    >
      <RuleCard rule={rule} onOpen={() => setDetail(rule.id)} />
      <div className="flex flex-col gap-3" role="group" aria-label="상대 정하기">
        <Choice
          icon={<UserPlusIcon size={22} />}
          title="친구와 하기"
          description={
            friend ? (
              <span className="inline-flex items-center gap-1.5">
                <Avatar src={friend.avatar} name={friend.nickname} size={20} />
                <span className="truncate">{`${friend.nickname}님을 초대해요`}</span>
              </span>
            ) : (
              '친구를 골라 초대해요. 친구가 수락하면 경기가 잡혀요.'
            )
          }
          selected={friend !== null}
          onClick={() => setPicking(true)}
        />
        <Choice
          icon={<CompassIcon size={22} />}
          title="건너뛰기 (랜덤 상대)"
          description="누구나 도전할 수 있는 경기로 올려요. 도전자 중에서 내가 골라요."
          selected={random && friend === null}
          onClick={onRandom}
        />
      </div>
      <FriendPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          // The next step is a history entry of its own: push it after the picker's entry is gone.
          afterOverlayCloses(() =>
            onFriend({ id: picked.id, nickname: picked.nickname, avatar: picked.avatar }),
          );
        }}
      />
      <RuleDetailDialog ruleId={detail} onClose={() => setDetail(null)} />
    </StepLayout>
  );
}
