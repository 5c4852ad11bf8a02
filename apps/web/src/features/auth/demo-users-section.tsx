import type { DemoUser } from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { isApiError } from '@/lib/api-client';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { ChevronRightIcon, CompassIcon } from '@/ui/icons';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { Tag } from '@/ui/tag';
import { showToast } from '@/ui/toast';
import { useDemoLogin, useDemoUsers } from './demo.api';

/** Development servers offer ready-made accounts; tapping one signs in as that user. */
export function DemoUsersSection() {
  const users = useDemoUsers(true);
  const demoLogin = useDemoLogin();
  const navigate = useNavigate();

  const signInAs = (user: DemoUser) =>
    demoLogin.mutate(
      { userId: user.id },
      {
        onSuccess: () => void navigate({ to: '/', replace: true }),
        onError: (error) => showToast(isApiError(error) ? error.message : '데모 로그인에 실패했어요.'),
      },
    );

  return (
    <section aria-labelledby="demo-heading" className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center gap-2">
        <CompassIcon size={20} className="text-accent-500" />
        <h2 id="demo-heading" className="text-title-sm text-ink">
          데모 계정으로 둘러보기
        </h2>
      </div>
      <p className="mt-1 text-label text-ink-subtle">
        데모 서버에서만 보여요. 계정을 고르면 바로 로그인돼요.
      </p>

      {users.isPending ? (
        <SkeletonGroup label="데모 계정을 불러오는 중">
          <div className="mt-3 flex flex-col gap-3">
            {[0, 1, 2].map((key) => (
              <div key={key} className="flex items-center gap-3 py-1">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 w-32" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : users.isError ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-fill px-3 py-2.5">
          <p className="text-body-sm text-ink-muted">데모 계정을 불러오지 못했어요.</p>
          <Button size="sm" variant="outline" onClick={() => void users.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : users.data.length === 0 ? (
        <p className="mt-3 text-body-sm text-ink-muted">준비된 데모 계정이 없어요.</p>
      ) : (
        <ul className="-mx-2 mt-2 flex flex-col" aria-label="데모 계정 목록">
          {users.data.map((user) => (
            <li key={user.id}>
              <DemoUserRow
                user={user}
                busy={demoLogin.isPending && demoLogin.variables?.userId === user.id}
                disabled={demoLogin.isPending}
                onSelect={() => signInAs(user)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface DemoUserRowProps {
  user: DemoUser;
  busy: boolean;
  disabled: boolean;
  onSelect: () => void;
}

export function demoUserLabel(user: DemoUser): string {
  return user.role === 'ADMIN'
    ? `${user.nickname} 관리자 계정으로 로그인`
    : `${user.nickname} 계정으로 로그인`;
}

function DemoUserRow({ user, busy, disabled, onSelect }: DemoUserRowProps) {
  const usernameId = useId();
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-busy={busy || undefined}
      // WCAG 2.5.3: the name starts with the shown nickname (and 관리자); the @id is its description.
      aria-label={demoUserLabel(user)}
      aria-describedby={user.username ? usernameId : undefined}
      data-testid={`demo-user-${user.id}`}
      className="focus-ring flex min-h-14 w-full items-center gap-3 rounded-lg px-2 py-2 text-left transition-colors hover:bg-fill disabled:opacity-60"
    >
      <Avatar src={user.profileUrl} name={user.nickname} size={40} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1.5">
          <span className="truncate text-body font-semibold text-ink">{user.nickname}</span>
          {user.role === 'ADMIN' ? (
            <>
              {' '}
              <Tag tone="accent">관리자</Tag>
            </>
          ) : null}
        </span>
        {user.username ? (
          <span id={usernameId} aria-hidden="true" className="truncate text-label text-ink-subtle">
            @{user.username}
          </span>
        ) : null}
      </span>
      {busy ? (
        <Spinner size={18} className="text-accent-500" />
      ) : (
        <ChevronRightIcon size={20} className="text-ink-disabled" />
      )}
    </button>
  );
}
