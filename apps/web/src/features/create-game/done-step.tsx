import { formatMatchDate, type Rule } from '@hanpan/core';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/ui/button';
import { PartyIcon } from '@/ui/icons';
import { MY_GAMES_HREF } from './create-game-paths';
import type { CreateGameDraft } from './create-game-draft';
import { StepLayout } from './step-layout';

/** Step 6 (spec §2): '경기가 만들어졌어요', what was made, and the way to /game. */
export function DoneStep({ rule, draft }: { rule: Rule; draft: CreateGameDraft }) {
  const router = useRouter();
  const place = draft.placeUndecided || !draft.place ? '장소 미정' : draft.place.placeName;
  const facts: Array<[string, string]> = [
    ['규칙', rule.ruleTitle],
    ['상대', draft.friend ? `${draft.friend.nickname} (초대함)` : '랜덤 상대'],
    [
      '장소',
      draft.placeExtra.trim() && place !== '장소 미정' ? `${place} ${draft.placeExtra.trim()}` : place,
    ],
    ['시간', formatMatchDate(draft.timeUndecided ? '' : draft.matchDate)],
  ];
  return (
    <StepLayout
      title="경기가 만들어졌어요"
      description={
        draft.friend
          ? `${draft.friend.nickname}님에게 초대를 보냈어요. 친구가 수락하면 경기가 잡혀요.`
          : '도전자가 신청하면 알려 드려요. 게임 탭에서 도전자를 골라 주세요.'
      }
      actions={
        <Button
          size="lg"
          fullWidth
          onClick={() => void router.navigate({ href: MY_GAMES_HREF, replace: true })}
        >
          내 경기 보러 가기
        </Button>
      }
    >
      <div className="flex justify-center py-2" aria-hidden="true">
        <div className="flex size-24 items-center justify-center rounded-full bg-accent-50 text-accent-500">
          <PartyIcon size={48} strokeWidth={1.6} />
        </div>
      </div>
      <dl className="flex flex-col divide-y divide-line rounded-xl border border-line px-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-4 py-3">
            <dt className="w-10 shrink-0 text-body-sm text-ink-subtle">{label}</dt>
            <dd className="min-w-0 flex-1 break-words text-body-sm font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </StepLayout>
  );
}
