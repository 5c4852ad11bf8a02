import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon, WifiOffIcon } from './icons';
import { InlineAlert } from './inline-alert';

/**
 * The error state of a screen or a section: offline or failed, with 다시 시도; a 404/403 (gone, or
 * not the player's to see) shows the server's reason without a retry that could never help.
 * `inline` is for a part of a screen (a list inside a dialog, one section of a panel) that failed
 * while the rest still works: the title is the whole message, in a one-line alert with a small
 * 다시 시도, so the screen around it keeps its place.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  secondaryAction,
  inline = false,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** A way out besides retrying (e.g. 로그아웃). */
  secondaryAction?: ReactNode;
  inline?: boolean;
  className?: string;
}) {
  if (inline) {
    return (
      <InlineAlert
        className={className}
        action={
          <Button size="sm" variant="ghost" className="-my-2 text-danger" onClick={onRetry}>
            다시 시도
          </Button>
        }
      >
        {title}
      </InlineAlert>
    );
  }
  if (isApiError(error) && (error.status === 404 || error.status === 403)) {
    // The thing is gone or not the player's to see: retrying cannot help, so the server's own
    // Korean reason ('존재하지 않는 경기예요.') is the whole message, with only a way out if given.
    return (
      <EmptyState
        className={className}
        icon={<AlertIcon size={30} />}
        title={error.message}
        action={secondaryAction}
      />
    );
  }
  const offline = isApiError(error) && error.code === 'network_error';
  return (
    <EmptyState
      className={className}
      icon={offline ? <WifiOffIcon size={30} /> : <AlertIcon size={30} />}
      title={offline ? '인터넷에 연결되어 있지 않아요' : title}
      description={offline ? '연결을 확인한 뒤 다시 시도해 주세요.' : '잠시 후 다시 시도해 주세요.'}
      action={
        <>
          <Button onClick={onRetry}>다시 시도</Button>
          {secondaryAction}
        </>
      }
    />
  );
}
