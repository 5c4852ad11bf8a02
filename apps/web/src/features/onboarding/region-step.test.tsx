import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, newProfile, renderApp, session } from '@/test/render-app';

describe('region step', () => {
  it('picks a province, then a district, and saves them as one region', async () => {
    const saved: Array<Record<string, FormDataEntryValue>> = [];
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () =>
        json(200, newProfile({ username: 'minjun', onboardingStep: 5 })),
      'PATCH /api/user-profile/save': ({ body }) => {
        saved.push(Object.fromEntries((body as FormData).entries()));
        return json(200, newProfile({ username: 'minjun', onboardingStep: 6 }));
      },
    });
    renderApp('/onboarding', { token: 't' });
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 1, name: '주로 어디에서 활동하세요?' });
    await user.click(screen.getByRole('button', { name: /^시\/군\/구/ }));
    const sheet = await screen.findByTestId('region-sheet');
    expect(within(sheet).getByText('시/도를 먼저 선택해 주세요.')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '전국' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: '광주' }));
    await user.click(within(screen.getByTestId('region-sheet')).getByRole('button', { name: '광산구' }));
    expect(screen.getByRole('button', { name: /^시\/도/ }).textContent).toContain('광주');

    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 1, name: '나를 한 줄로 소개해 주세요' });
    expect(saved).toEqual([{ region: '광주 광산구' }]);
  });
});
