import { challengeMessages, type Profile } from '@hanpan/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useRuleList } from '@/features/rules';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { showToast } from '@/ui/toast';
import { LoadFailed } from '@/ui/load-failed';
import { useSendChallenge } from './challenge.api';

export const CHALLENGE_SEND_FAILED = '도전 신청을 보내지 못했어요. 잠시 후 다시 시도해 주세요.';
const SEARCH_DEBOUNCE_MS = 350;

interface RuleChoice {
  id: number;
  ruleTitle: string;
  majorCategory: string;
  minorCategory: string;
}

/**
 * Picks the rule of a '나랑도 한 판' challenge (one the player played, or any rule by search),
 * sends it, then continues in the chat with them, where the banner shows its answer.
 */
export function ChallengeDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useSendChallenge();
  const router = useRouter();
  const [picked, setPicked] = useState<RuleChoice | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const rules = useRuleList({ sort: 'popular', search: keyword || undefined }, open);
  const played: RuleChoice[] = profile.playedRules;
  const found = rules.items.filter((rule) => !played.some((own) => own.id === rule.id));

  const close = (next: boolean) => {
    if (send.isPending) return;
    onOpenChange(next);
    if (!next) {
      setPicked(null);
      setError(null);
    }
  };
  const submit = () => {
    if (!picked) return setError(challengeMessages.ruleRequired);
    setError(null);
    send.mutate(
      { targetUserId: profile.id, ruleId: picked.id },
      {
        onSuccess: () => {
          showToast(challengeMessages.sent);
          void router.navigate({ to: '/chat/$targetUserId', params: { targetUserId: String(profile.id) } });
        },
        onError: (failure) =>
          setError(isApiError(failure) && failure.message ? failure.message : CHALLENGE_SEND_FAILED),
      },
    );
  };

  const option = (rule: RuleChoice) => (
    <li key={rule.id}>
      <button
        type="button"
        role="radio"
        aria-checked={picked?.id === rule.id}
        onClick={() => {
          setPicked(rule);
          setError(null);
        }}
        className={cn(
          'focus-ring flex w-full flex-col items-start rounded-xl border px-4 py-3 text-left',
          picked?.id === rule.id ? 'border-accent-500 bg-accent-50' : 'border-line',
        )}
      >
        <span className="text-body font-semibold text-ink">{rule.ruleTitle}</span>
        <span className="text-caption text-ink-subtle">
          {rule.majorCategory} &gt; {rule.minorCategory}
        </span>
      </button>
    </li>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`${profile.nickname}님에게 도전하기`}
      description="어떤 규칙으로 한 판 할지 골라 주세요. 상대가 수락하면 경기가 만들어져요."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" fullWidth disabled={send.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button fullWidth loading={send.isPending} onClick={submit}>
            도전 신청
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 pb-1">
        {played.length > 0 ? (
          <section aria-label={`${profile.nickname}님이 해 본 규칙`}>
            <h3 className="pb-2 text-label font-semibold text-ink-muted">
              {profile.nickname}님이 해 본 규칙
            </h3>
            <ul role="radiogroup" aria-label="해 본 규칙" className="flex flex-col gap-2">
              {played.map(option)}
            </ul>
          </section>
        ) : null}
        <TextField
          label="규칙 검색"
          type="search"
          value={search}
          placeholder="규칙 이름이나 설명으로 찾기"
          onChange={(event) => setSearch(event.target.value)}
        />
        {rules.isPending ? (
          <SkeletonGroup label="규칙을 찾는 중">
            <div className="flex flex-col gap-2">
              <Skeleton className="h-14 w-full rounded-xl" />
              <Skeleton className="h-14 w-full rounded-xl" />
            </div>
          </SkeletonGroup>
        ) : rules.isError ? (
          <LoadFailed
            inline
            title="규칙을 불러오지 못했어요."
            error={rules.error}
            onRetry={() => void rules.refetch()}
          />
        ) : found.length === 0 ? (
          <p className="py-3 text-center text-body-sm text-ink-subtle">찾는 규칙이 없어요.</p>
        ) : (
          <ul role="radiogroup" aria-label="규칙 목록" className="flex flex-col gap-2">
            {found.slice(0, 10).map(option)}
          </ul>
        )}
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </div>
    </Dialog>
  );
}
