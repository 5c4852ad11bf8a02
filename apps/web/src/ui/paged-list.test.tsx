import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PagedList, type PagedListState } from './paged-list';

type Row = { id: number; name: string };

function listState(overrides: Partial<PagedListState<Row>> = {}): PagedListState<Row> {
  return {
    items: [],
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

function renderList(list: PagedListState<Row>) {
  return render(
    <PagedList
      list={list}
      label="친구 목록"
      loading={<p role="status">친구 목록을 불러오는 중</p>}
      errorTitle="친구 목록을 불러오지 못했어요"
      empty={<p>아직 친구가 없어요</p>}
      renderItem={(row) => <li key={row.id}>{row.name}</li>}
    />,
  );
}

const rows: Row[] = [
  { id: 1, name: '하은' },
  { id: 2, name: '민준' },
];

describe('PagedList', () => {
  it('shows what loads while the first page is on its way, and no list yet', () => {
    renderList(listState({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('친구 목록을 불러오는 중');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the first page failed and 다시 시도 loads it again', async () => {
    const list = listState({ isError: true, error: new ApiError(500, 'internal', '서버 오류') });
    renderList(list);
    expect(screen.getByText('친구 목록을 불러오지 못했어요')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
    expect(list.fetchNextPage).not.toHaveBeenCalled();
  });

  it('shows the empty text when there is nothing', () => {
    renderList(listState());
    expect(screen.getByText('아직 친구가 없어요')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('lists the rows under its name and 더 보기 asks for the next page', async () => {
    const list = listState({ items: rows, hasNextPage: true });
    renderList(list);
    const shown = screen.getByRole('list', { name: '친구 목록' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['하은', '민준']);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offers no 더 보기 on the last page', () => {
    renderList(listState({ items: rows }));
    expect(screen.getByRole('list', { name: '친구 목록' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('keeps the rows when the next page fails, says so, and 다시 시도 asks for that page again', async () => {
    const list = listState({ items: rows, hasNextPage: true, isError: true, isFetchNextPageError: true });
    renderList(list);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('친구 목록을 불러오지 못했어요');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(list.refetch).not.toHaveBeenCalled();
  });
});
