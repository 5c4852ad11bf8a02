import type { Place } from '@hanpan/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/render-app';
import { PlaceSetupDialog } from './place-setup-dialog';

const longName = '서울특별시립 잠실 올림픽공원 국제 테니스 경기장 센터코트 관람석 아래 연습장';
const places: Place[] = [
  {
    placeName: longName,
    address: '서울 송파구 방이동 88',
    roadAddress: '서울 송파구 올림픽로 424',
    region: '서울 송파구',
    lat: 37.52,
    lng: 127.12,
    approximate: false,
  },
];

/** The dialog alone, inside a router (its back-button handling needs one) and a query client. */
function renderInApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/game'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function renderDialog() {
  mockApi({ 'GET /api/places/search': () => json(200, places) });
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderInApp(<PlaceSetupDialog open onClose={onClose} onConfirm={onConfirm} />);
  return { onConfirm, onClose };
}

describe('PlaceSetupDialog', () => {
  it('keeps proceed disabled until a place is chosen, then gives the road address and name plus detail', async () => {
    const { onConfirm } = renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '경기 장소 정하기' });
    const proceed = within(dialog).getByRole('button', { name: '이 장소로 진행' });
    expect(proceed).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/정확한 건물이나 시설을 골라 주세요/)).toBeTruthy();

    await user.type(within(dialog).getByRole('combobox', { name: '장소 검색' }), '올림픽');
    await user.click(await within(dialog).findByRole('option', { name: new RegExp(longName) }));
    expect(within(dialog).getByRole('article', { name: `고른 장소: ${longName}` })).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '상세 장소 (선택)' }), '3번 코트');
    expect(proceed).toHaveProperty('disabled', false);
    await user.click(proceed);
    expect(onConfirm).toHaveBeenCalledWith({
      roadAddress: '서울 송파구 올림픽로 424',
      detailAddress: `${longName} 3번 코트`,
    });
  });

  it('starts empty when the caller opens it again after a save', async () => {
    mockApi({ 'GET /api/places/search': () => json(200, places) });
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            열기
          </button>
          <PlaceSetupDialog open={open} onClose={() => setOpen(false)} onConfirm={() => setOpen(false)} />
        </>
      );
    }
    renderInApp(<Harness />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: '장소 검색' }), '올림픽');
    await user.click(await screen.findByRole('option', { name: new RegExp(longName) }));
    await user.click(screen.getByRole('button', { name: '이 장소로 진행' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(await screen.findByRole('combobox', { name: '장소 검색' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: /고른 장소/ })).toBeNull();
  });

  it('removes the chosen place with its clear button and cancels', async () => {
    const { onConfirm, onClose } = renderDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: '장소 검색' }), '올림픽');
    await user.click(await screen.findByRole('option', { name: new RegExp(longName) }));
    await user.click(screen.getByRole('button', { name: '고른 장소 지우기' }));
    expect(screen.getByRole('combobox', { name: '장소 검색' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '이 장소로 진행' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says the search failed and retries it', async () => {
    let fail = true;
    mockApi({
      'GET /api/places/search': () =>
        fail
          ? json(500, { error: { code: 'internal_error', message: '오류' }, message: '오류' })
          : json(200, places),
    });
    renderInApp(<PlaceSetupDialog open onClose={() => {}} onConfirm={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: '장소 검색' }), '올림픽');
    expect(await screen.findByText('장소를 찾지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('option', { name: new RegExp(longName) })).toBeTruthy();
  });
});
