import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ShieldIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Tag } from '@/ui/tag';
import { LoadFailed } from '@/ui/load-failed';
import { useSession } from './auth.api';
import { GroupRegisterForm } from './group-register-form';

/** Group registration (/group/register): admins create staff-issued accounts; anyone else is told so. */
export function GroupRegisterView() {
  const session = useSession();
  const navigate = useNavigate();
  const goHome = (
    <Button fullWidth onClick={() => void navigate({ to: '/' })}>
      홈으로
    </Button>
  );

  if (session.isPending) {
    return (
      <ScreenBody withTabs>
        <SkeletonGroup>
          <div className="flex flex-col gap-4 pt-6">
            <Skeleton className="h-7 w-44" />
            <Skeleton className="h-4 w-64" />
            <Skeleton className="mt-4 h-13 w-full" />
            <Skeleton className="h-13 w-full" />
          </div>
        </SkeletonGroup>
      </ScreenBody>
    );
  }

  if (session.isError) {
    return (
      <ScreenBody withTabs centered>
        <LoadFailed
          title="정보를 불러오지 못했어요"
          error={session.error}
          onRetry={() => void session.refetch()}
        />
      </ScreenBody>
    );
  }

  if (session.data.role !== 'ADMIN') {
    return (
      <ScreenBody withTabs centered>
        <EmptyState
          icon={<ShieldIcon size={30} />}
          title="관리자만 이용할 수 있어요"
          description="단체 계정은 관리자만 만들 수 있어요."
          action={goHome}
        />
      </ScreenBody>
    );
  }

  return (
    <ScreenBody withTabs>
      <div className="pb-7 pt-3">
        <Tag tone="accent">관리자</Tag>
        <p className="mt-2 text-body-sm text-ink-muted">
          단체 대표자의 요청과 증빙 자료를 확인한 뒤 계정을 발급해 주세요. 발급한 계정은 단체 계정 로그인
          화면에서 사용할 수 있어요.
        </p>
      </div>
      <GroupRegisterForm />
    </ScreenBody>
  );
}
