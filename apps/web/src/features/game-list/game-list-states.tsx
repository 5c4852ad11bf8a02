import { AppLink } from '@/ui/app-link';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CompassIcon } from '@/ui/icons';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

export const GAME_LIST_FAILED = '경기 목록을 불러오지 못했어요.';

export function GameListSkeleton() {
  return (
    <SkeletonGroup label="경기 목록을 불러오는 중">
      <ul className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="rounded-2xl border border-line p-4">
            <div className="flex items-start gap-3">
              <Skeleton className="size-12 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2 pt-0.5">
                <Skeleton className="h-3.5 w-28" />
                <Skeleton className="h-5 w-44" />
              </div>
            </div>
            <div className="mt-4 flex items-center gap-2.5">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex flex-col gap-1.5">
                <Skeleton className="h-3.5 w-20" />
                <Skeleton className="h-3 w-32" />
              </div>
            </div>
            <Skeleton className="mt-4 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

/** No open game here: make one, or look further (nationwide). */
export function GameListEmpty({
  regionLabel,
  onNationwide,
}: {
  regionLabel: string;
  onNationwide?: () => void;
}) {
  return (
    <EmptyState
      icon={<CompassIcon size={30} />}
      title="아직 열린 경기가 없어요"
      description={`${regionLabel}에서 도전자를 기다리는 경기가 없어요. 직접 경기를 만들어 보세요.`}
      action={
        <>
          <AppLink to="/create-game" className={buttonClasses({ fullWidth: true })}>
            경기 만들기
          </AppLink>
          {onNationwide ? (
            <Button variant="outline" fullWidth onClick={onNationwide}>
              전국 경기 보기
            </Button>
          ) : null}
        </>
      }
    />
  );
}
