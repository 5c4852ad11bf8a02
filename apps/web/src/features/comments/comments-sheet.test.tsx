import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/render-app';
import { CommentsSheet } from './comments-sheet';

function ListWithSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        댓글 보기
      </button>
      <CommentsSheet gameId={7} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('CommentsSheet (the game list’s comment sheet)', () => {
  it('loads the game’s comments only when opened and shows the write box', async () => {
    const calls = mockApi({ 'GET /api/games/7/comments/tree': () => json(200, []) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The sheet closes with the back button, so it lives under a router like the game list.
    const router = createRouter({
      routeTree: createRootRoute({ component: ListWithSheet }),
      history: createMemoryHistory({ initialEntries: ['/game-list'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const opener = await screen.findByRole('button', { name: '댓글 보기' });
    expect(calls).toHaveBeenCalledTimes(0);
    await userEvent.setup().click(opener);
    const sheet = await screen.findByRole('dialog', { name: '댓글' });
    expect(await within(sheet).findByText('아직 댓글이 없습니다.')).toBeTruthy();
    expect(within(sheet).getByRole('textbox', { name: '댓글 입력' })).toBeTruthy();
    expect(calls.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/api/games/7/comments/tree'),
    ]);
  });
});
