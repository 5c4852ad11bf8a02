import type { RuleRanking } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, TrophyIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { PagedList } from '@/ui/paged-list';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { RankingRow } from './ranking-row';
import { useRuleRanking } from './rules.api';

/** Spec §8 (rules): the ranking failed to load and the server said nothing better. */
export const RANKING_LOAD_FAILED = '랭킹 정보를 불러오는 데 실패했습니다.';

function parseRuleId(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A rule's ranking (/rules/{ruleId}/ranking; spec §3 Ranking), `ruleId` as the address has it: the
 * rule's name, the caller's place, then the players page by page (decision 024: equal ratings
 * share a rank; a provisional rating is marked 임시).
 */
export function RuleRankingContent({ ruleId }: { ruleId: string }) {
  const id = parseRuleId(ruleId);
  return id === null ? <UnknownRule /> : <RankingContent id={id} />;
}

function RankingContent({ id }: { id: number }) {
  const ranking = useRuleRanking(id);
  if (ranking.isPending) return <RankingSkeleton />;
  if (ranking.isError && !ranking.head) {
    const { error } = ranking;
    if (isApiError(error) && error.status === 404) return <UnknownRule message={error.message} />;
    // A refusal (4xx) is the server's to word; an outage or a broken answer gets the spec's words.
    const refused = isApiError(error) && error.status >= 400 && error.status < 500;
    return (
      <LoadFailed
        className="flex-1 justify-center"
        title={refused ? error.message : RANKING_LOAD_FAILED}
        error={error}
        onRetry={() => void ranking.refetch()}
      />
    );
  }
  return <RankingView ranking={ranking} />;
}

function RankingView({ ranking }: { ranking: ReturnType<typeof useRuleRanking> }) {
  const head = ranking.head!;
  const mine = head.currentUserRanking;
  return (
    <article aria-labelledby="ranking-title" className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-600"
        >
          <TrophyIcon size={26} />
        </span>
        <div className="min-w-0">
          <p className="text-label font-semibold text-ink-subtle">규칙 랭킹</p>
          <h2 id="ranking-title" className="break-words text-title text-ink">
            {head.ruleName}
          </h2>
        </div>
      </header>
      {mine ? (
        <section aria-label="내 순위" className="rounded-2xl bg-accent-50 px-1 py-1">
          <RankingRow entry={{ ...mine, userId: 0, isCurrentUser: true }} caption="내 순위" />
        </section>
      ) : null}
      <PagedList
        list={ranking}
        label="순위"
        loading={<RankingSkeleton />}
        errorTitle={RANKING_LOAD_FAILED}
        loadOnScroll
        empty={
          <EmptyState
            icon={<TrophyIcon size={30} />}
            title="아직 이 규칙으로 치른 경기가 없어요"
            description="이 규칙으로 경기를 마치면 순위가 여기에 올라와요."
          />
        }
        listClassName="flex flex-col"
        renderItem={(entry: RuleRanking['rankings'][number]) => (
          <li key={entry.userId}>
            <RankingRow entry={entry} />
          </li>
        )}
      />
      <p className="text-caption text-ink-subtle">
        임시 표시가 붙은 레이팅은 아직 경기 수가 적어 바뀔 수 있어요.
      </p>
    </article>
  );
}

function UnknownRule({ message = '규칙을 찾을 수 없어요' }: { message?: string }) {
  return (
    <EmptyState
      className="flex-1 justify-center"
      icon={<AlertIcon size={30} />}
      title={message}
      action={
        <Link to="/rules" className={buttonClasses({ fullWidth: true })}>
          규칙 둘러보기
        </Link>
      }
    />
  );
}

function RankingSkeleton() {
  return (
    <SkeletonGroup label="랭킹을 불러오는 중">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-3.5 w-16" />
          <Skeleton className="h-6 w-40" />
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className="flex items-center gap-3 py-1">
            <Skeleton className="h-5 w-6" />
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
