import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('inline: announces the section’s own words and retries from a small 다시 시도', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailed inline title="친구 요청을 불러오지 못했어요." error={new Error('x')} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('친구 요청을 불러오지 못했어요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('screen: says the phone is offline instead of the title when the request never left', () => {
    render(
      <LoadFailed
        title="정보를 불러오지 못했어요"
        error={new ApiError(0, 'network_error', '네트워크 연결을 확인해 주세요.')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('인터넷에 연결되어 있지 않아요')).toBeTruthy();
    expect(screen.queryByText('정보를 불러오지 못했어요')).toBeNull();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('screen: a missing thing says why in the server’s words and offers no pointless retry', () => {
    render(
      <LoadFailed
        title="경기를 불러오지 못했어요"
        error={new ApiError(404, 'not_found', '존재하지 않는 경기예요.')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('존재하지 않는 경기예요.')).toBeTruthy();
    expect(screen.queryByText('경기를 불러오지 못했어요')).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
