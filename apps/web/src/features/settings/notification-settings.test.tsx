import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, session } from '@/test/render-app';

describe('notification settings', () => {
  it('lists every type, treats missing ones as on, and rolls a failed switch back with a toast', async () => {
    const answer = deferred<Response>();
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/notification-preferences': () => json(200, [{ type: 'GAME_COMMENT', enabled: false }]),
      'PUT /api/notification-preferences': ({ body }) => {
        sent = body;
        return answer.promise;
      },
    });
    renderApp('/settings/notifications', { token: 't' });
    const user = userEvent.setup();

    const comment = await screen.findByRole('switch', { name: '댓글' });
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    // Issue 16 item 21: the decision on my rule edit request is its own type.
    expect(screen.getByRole('switch', { name: '규칙 수정 요청' }).getAttribute('aria-checked')).toBe('true');
    expect(comment.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '경기 시작' }).getAttribute('aria-checked')).toBe('true');

    await user.click(comment);
    expect(comment.getAttribute('aria-checked')).toBe('true');
    expect(sent).toEqual({ type: 'GAME_COMMENT', enabled: true });

    answer.resolve(json(500, { error: { code: 'internal_error', message: '오류' } }));
    await waitFor(() => expect(comment.getAttribute('aria-checked')).toBe('false'));
    expect(await screen.findByText('알림 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });
});
