import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { AppLink } from '@/ui/app-link';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, TrophyIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { RuleDetailContent } from './rule-detail-content';
import { useRule } from './rules.api';

// Few players ever report: the form (and its validation) loads with the first tap on 신고하기.
const RuleReportDialog = lazy(() =>
  import('./rule-report-dialog').then((module) => ({ default: module.RuleReportDialog })),
);

/** Spec §8 (rules): what a failed rule load says. */
export const RULE_LOAD_FAILED = '규칙을 불러오는데 실패했습니다.';

/**
 * The rule detail modal, reused wherever a rule appears (rule lists, my rules, game cards, the play
 * screen): open while `ruleId` is a number. Loads GET /api/rules/{id}; a rule an admin hid answers
 * 404 to everyone but its author, and that answer's message is shown.
 */
export function RuleDetailDialog({
  ruleId,
  onClose,
  offerNewGame = false,
}: {
  ruleId: number | null;
  onClose: () => void;
  /** Browsing rules (/rules, my rules): '이 규칙으로 경기 만들기', as the rule wizard's end offers. */
  offerNewGame?: boolean;
}) {
  const rule = useRule(ruleId);
  const [reporting, setReporting] = useState(false);
  const open = ruleId !== null;
  const loaded = open && rule.data?.id === ruleId ? rule.data : undefined;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          setReporting(false);
          onClose();
        }}
        title={loaded?.ruleTitle ?? '규칙 정보'}
        data-testid="rule-detail"
        footer={
          loaded ? (
            <div className="flex w-full flex-col gap-2">
              {offerNewGame && !loaded.hiddenByAdmin ? (
                <AppLink
                  to={`/create-game?ruleId=${loaded.id}`}
                  // WARNING: replace, like 랭킹 보기: the dialog's history entry becomes the wizard's.
                  replace
                  className={buttonClasses({ fullWidth: true })}
                >
                  이 규칙으로 경기 만들기
                </AppLink>
              ) : null}
              <Link
                to="/rules/$ruleId/ranking"
                params={{ ruleId: String(loaded.id) }}
                // WARNING: replace takes the dialog's own history entry: back then returns to the page
                // under the dialog in one step (ui/use-back-closes.ts).
                replace
                className={buttonClasses({ variant: 'secondary', fullWidth: true })}
              >
                <TrophyIcon size={20} />
                랭킹 보기
              </Link>
            </div>
          ) : undefined
        }
      >
        {!open ? null : loaded ? (
          <>
            <RuleDetailContent rule={loaded} />
            {loaded.isMine ? null : (
              <div className="flex justify-end pt-1">
                <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
                  신고하기
                </Button>
              </div>
            )}
          </>
        ) : rule.isError ? (
          <RuleLoadError error={rule.error} onRetry={() => void rule.refetch()} />
        ) : (
          <DetailSkeleton />
        )}
      </Dialog>
      {loaded && !loaded.isMine && reporting ? (
        <Suspense fallback={null}>
          <RuleReportDialog ruleId={loaded.id} open onOpenChange={setReporting} />
        </Suspense>
      ) : null}
    </>
  );
}

function RuleLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // 404: the rule is gone or an admin hid it; the server's words say which. Retrying will not help.
  if (isApiError(error) && error.status === 404) {
    return <EmptyState className="py-8" icon={<AlertIcon size={30} />} title={error.message} />;
  }
  return <LoadFailed className="py-8" title={RULE_LOAD_FAILED} error={error} onRetry={onRetry} />;
}

function DetailSkeleton() {
  return (
    <SkeletonGroup label="규칙을 불러오는 중">
      <div className="flex flex-col gap-5 pb-4">
        <div className="flex items-center gap-3">
          <Skeleton className="size-16 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-20 rounded-xl" />
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex flex-col gap-2">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
