import { useRouter } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, MapPinIcon, TrophyIcon, UserPlusIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { PICK_RULE_HREF } from './create-game-paths';
import { StepLayout } from './step-layout';

const FLOW = [
  { icon: TrophyIcon, text: '어떤 규칙으로 겨룰지 골라요' },
  { icon: UserPlusIcon, text: '친구를 초대하거나 랜덤 상대를 기다려요' },
  { icon: MapPinIcon, text: '어디서, 언제 할지 정해요 (나중에 정해도 돼요)' },
] as const;

/** Step 1: what making a game means; the first thing to do is to pick a rule on /rules. */
export function IntroStep() {
  const router = useRouter();
  return (
    <StepLayout
      title="경기를 만들어 볼까요?"
      description="규칙만 고르면 나머지는 금방이에요."
      actions={
        <Button size="lg" fullWidth onClick={() => void router.navigate({ href: PICK_RULE_HREF })}>
          규칙 고르기
        </Button>
      }
    >
      <ol className="flex flex-col gap-3">
        {FLOW.map(({ icon: Icon, text }, index) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-fill px-4 py-3.5">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-600"
            >
              <Icon size={20} />
            </span>
            <span className="text-body text-ink">
              <span className="sr-only">{`${index + 1}단계: `}</span>
              {text}
            </span>
          </li>
        ))}
      </ol>
    </StepLayout>
  );
}

/**
 * Step 2 while the rule of `?ruleId=` is read: its card's skeleton, then (when it is gone or
 * failed) a way to pick a rule again.
 */
export function RuleStep({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const router = useRouter();
  const pickAgain = (
    <Button variant="secondary" onClick={() => void router.navigate({ href: PICK_RULE_HREF })}>
      규칙 다시 고르기
    </Button>
  );
  if (error && isApiError(error) && error.status === 404)
    return (
      <EmptyState
        className="flex-1 justify-center"
        icon={<AlertIcon size={30} />}
        title="규칙을 찾을 수 없어요"
        description="지워졌거나 숨겨진 규칙이에요. 다른 규칙을 골라 주세요."
        action={pickAgain}
      />
    );
  if (error)
    return (
      <LoadFailed
        className="flex-1 justify-center"
        title="규칙을 불러오지 못했어요"
        error={error}
        onRetry={onRetry}
        secondaryAction={pickAgain}
      />
    );
  return (
    <div className="flex flex-col gap-4 pt-7">
      <SkeletonGroup label="고른 규칙 불러오는 중">
        <Skeleton className="h-8 w-48" />
        <div className="mt-7 flex items-start gap-3 rounded-2xl border border-line p-4">
          <Skeleton className="size-12 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      </SkeletonGroup>
    </div>
  );
}
