import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAdminStats } from './admin.api';
import { AllUsersDialog } from './all-users-dialog';
import {
  DashboardSection,
  RecentRequests,
  RecentSkeleton,
  ReportSummary,
  RequestCounters,
  StatsSkeleton,
} from './dashboard-sections';
import { useLeaveIfRefused, useMayCallAdmin } from './use-admin-gate';
import { useNow } from './use-now';
import { AppLink } from '@/ui/app-link';
import { Button } from '@/ui/button';
import { AlertIcon, FileTextIcon, PencilIcon, ShieldIcon, UserIcon } from '@/ui/icons';
import { ListRow } from '@/ui/list-row';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';

/**
 * The 관리자 dashboard (/admin, spec §2): edit-request counters, open reports, quick actions, the five newest
 * requests and the all-users modal. A refused stats call leaves for /game (spec §8).
 */
export function AdminDashboard() {
  const stats = useAdminStats(useMayCallAdmin());
  const leaving = useLeaveIfRefused('/game', [stats.error]);
  const [usersOpen, setUsersOpen] = useState(false);
  const navigate = useNavigate();
  const now = useNow();

  if (leaving) return <ScreenBody withTabs>{null}</ScreenBody>;
  return (
    <ScreenBody withTabs>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <LoadFailed
          title="관리자 정보를 불러오지 못했어요"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <DashboardSection
            title="수정 요청"
            action={
              <AppLink
                to="/admin/rule-edit-requests"
                className="focus-ring rounded-md px-1 py-2 text-body-sm font-semibold text-accent-600"
              >
                전체 보기
              </AppLink>
            }
          >
            <RequestCounters counts={stats.data.editRequests} />
          </DashboardSection>
          <DashboardSection title="신고">
            <ReportSummary reports={stats.data.reports} />
          </DashboardSection>
        </>
      )}

      <DashboardSection title="바로가기">
        <ul className="-mx-3 flex flex-col">
          <li>
            <ListRow to="/admin/rule-edit-requests" icon={<PencilIcon size={22} />} label="수정 요청 관리" />
          </li>
          <li>
            <ListRow to="/admin/reports" icon={<AlertIcon size={22} />} label="신고 관리" />
          </li>
          <li>
            <ListRow to="/rules" icon={<FileTextIcon size={22} />} label="모든 규칙" />
          </li>
          <li>
            <ListRow to="/group/register" icon={<ShieldIcon size={22} />} label="단체 계정 만들기" />
          </li>
          <li>
            <ListRow onClick={() => setUsersOpen(true)} icon={<UserIcon size={22} />} label="모든 유저" />
          </li>
        </ul>
      </DashboardSection>

      {stats.isError ? null : (
        <DashboardSection title="최근 수정 요청">
          {stats.isSuccess ? (
            <RecentRequests requests={stats.data.recentEditRequests} now={now} />
          ) : (
            <RecentSkeleton />
          )}
        </DashboardSection>
      )}

      <Button variant="outline" fullWidth className="mt-8" onClick={() => void navigate({ to: '/game' })}>
        게임 탭으로 돌아가기
      </Button>
      <AllUsersDialog open={usersOpen} onOpenChange={setUsersOpen} />
    </ScreenBody>
  );
}
