import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedSwipe, type FeedSwipePage, type FeedSwipeProps } from './feed-swipe';
import { drag, pointer, tap } from './feed-swipe.test-support';
import { DOUBLE_TAP_MS } from './use-double-tap';

interface TestPost {
  id: string;
  pages: string[];
}

/** The feed is 800 × 400 px: a post changes past 64 px (8 %), a page past 48 px (12 %). */
const HEIGHT = 800;
const WIDTH = 400;

const postFixture = (id: string, pages = ['사진 1', '경기 정보', '친구 랭킹']): TestPost => ({ id, pages });
const label = (post: TestPost) => `서연 vs 도윤 · ${post.id}`;

function renderFeed(posts: TestPost[], props: Partial<FeedSwipeProps<TestPost>> = {}) {
  const rendered: string[] = [];
  const handlers = {
    onNearEnd: vi.fn(),
    onDoubleTap: vi.fn(),
    onActivePostChange: vi.fn(),
    onLike: vi.fn(),
  };
  const pagesOf = (post: TestPost): FeedSwipePage[] =>
    post.pages.map((name) => ({
      key: name,
      label: name,
      render: (visible: boolean) => {
        rendered.push(`${post.id}/${name}`);
        return <p>{`${post.id} ${name}${visible ? ' (보이는 중)' : ''}`}</p>;
      },
    }));
  const view = render(
    <FeedSwipe
      posts={posts}
      postKey={(post) => post.id}
      postLabel={label}
      pagesOf={pagesOf}
      onNearEnd={handlers.onNearEnd}
      onDoubleTap={handlers.onDoubleTap}
      onActivePostChange={handlers.onActivePostChange}
      renderOverlay={(post) => (
        <button type="button" onClick={() => handlers.onLike(post.id)}>
          좋아요
        </button>
      )}
      {...props}
    />,
  );
  const feed = screen.getByRole('region', { name: '피드' });
  const post = (id: string) => screen.getByRole('region', { name: `서연 vs 도윤 · ${id}` });
  return {
    ...handlers,
    view,
    feed,
    post,
    rendered,
    /** The element that moves between posts. */
    track: () => post(posts[0]!.id).parentElement!,
    /** The element that moves between a post's pages. */
    pageTrack: (id: string) => post(id).firstElementChild as HTMLElement,
    visible: () => screen.getByText(/보이는 중/).textContent,
    announced: () => feed.querySelector('[aria-live="polite"]')?.textContent,
  };
}

const tenPosts = () => Array.from({ length: 10 }, (_, index) => postFixture(`p${index}`));

describe('FeedSwipe', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(HEIGHT);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the first page of the first post, and draws pages only for it and its neighbour', () => {
    const { visible, rendered, post } = renderFeed(tenPosts());
    expect(visible()).toBe('p0 사진 1 (보이는 중)');
    expect(new Set(rendered.map((page) => page.split('/')[0]))).toEqual(new Set(['p0', 'p1']));
    expect(within(post('p0')).getByRole('group', { name: '1/3 사진 1' })).toBeTruthy();
    expect(within(post('p0')).getByRole('group', { name: '2/3 경기 정보' })).toBeTruthy();
    expect(post('p0').getAttribute('aria-roledescription')).toBe('게시물');
    expect(post('p1').hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('region', { name: '서연 vs 도윤 · p2' })).toBeNull();
  });

  describe('vertical swipe between posts (8 % of the height or 300 px/s)', () => {
    it('stays for a slow drag just under 8 % and moves for one just over it', () => {
      const { feed, onActivePostChange, visible, track } = renderFeed(tenPosts());
      drag(feed, { x: 200, y: 500, time: 0 }, { x: 200, y: 470, time: 500 }, { x: 200, y: 437, time: 1000 });
      expect(onActivePostChange).not.toHaveBeenCalled();
      expect(track().style.transform).toBe('translate3d(0, 0%, 0)');

      drag(
        feed,
        { x: 200, y: 500, time: 2000 },
        { x: 200, y: 470, time: 2500 },
        { x: 200, y: 435, time: 3000 },
      );
      expect(onActivePostChange).toHaveBeenCalledWith(1);
      expect(visible()).toBe('p1 사진 1 (보이는 중)');
      expect(track().style.transform).toBe('translate3d(0, -100%, 0)');

      // Down again, just over 8 %: back to the first post.
      drag(
        feed,
        { x: 200, y: 300, time: 4000 },
        { x: 200, y: 330, time: 4500 },
        { x: 200, y: 365, time: 5000 },
      );
      expect(onActivePostChange).toHaveBeenLastCalledWith(0);
    });

    it('moves for a short flick just over 300 px/s and not for one just under it', () => {
      const { feed, onActivePostChange } = renderFeed(tenPosts());
      // 20 px in 67 ms: 298 px/s.
      drag(
        feed,
        { x: 200, y: 500, time: 1000 },
        { x: 200, y: 489, time: 1033 },
        { x: 200, y: 480, time: 1067 },
      );
      expect(onActivePostChange).not.toHaveBeenCalled();
      // 20 px in 66 ms: 303 px/s.
      drag(
        feed,
        { x: 200, y: 500, time: 2000 },
        { x: 200, y: 489, time: 2033 },
        { x: 200, y: 480, time: 2066 },
      );
      expect(onActivePostChange).toHaveBeenCalledWith(1);
    });

    it('follows the finger at 0.35× past the first post and springs back', () => {
      const { feed, track, onActivePostChange } = renderFeed(tenPosts());
      pointer(feed, 'pointerdown', { x: 200, y: 300, time: 0 });
      pointer(feed, 'pointermove', { x: 200, y: 400, time: 500 });
      expect(track().style.transform).toBe('translate3d(0, calc(0% + 35px), 0)');
      pointer(feed, 'pointerup', { x: 200, y: 400, time: 1000 });
      expect(track().style.transform).toBe('translate3d(0, 0%, 0)');
      expect(onActivePostChange).not.toHaveBeenCalled();
    });

    it('follows the finger one to one between posts and at 0.35× past the last', async () => {
      const { feed, track, onActivePostChange } = renderFeed([postFixture('a'), postFixture('b')]);
      pointer(feed, 'pointerdown', { x: 200, y: 500, time: 0 });
      pointer(feed, 'pointermove', { x: 200, y: 400, time: 500 });
      expect(track().style.transform).toBe('translate3d(0, calc(0% + -100px), 0)');
      pointer(feed, 'pointerup', { x: 200, y: 400, time: 1000 });
      expect(onActivePostChange).toHaveBeenCalledWith(1);

      pointer(feed, 'pointerdown', { x: 200, y: 500, time: 2000 });
      pointer(feed, 'pointermove', { x: 200, y: 400, time: 2500 });
      expect(track().style.transform).toBe('translate3d(0, calc(-100% + -35px), 0)');
      pointer(feed, 'pointerup', { x: 200, y: 400, time: 3000 });
      expect(track().style.transform).toBe('translate3d(0, -100%, 0)');
      expect(onActivePostChange).toHaveBeenCalledTimes(1);
    });
  });

  describe('horizontal swipe between pages (12 % of the width or 0.25 px/ms)', () => {
    it('stays for a slow drag just under 12 % and moves for one just over it', () => {
      const { feed, visible, announced, pageTrack } = renderFeed(tenPosts());
      drag(feed, { x: 300, y: 400, time: 0 }, { x: 280, y: 400, time: 500 }, { x: 253, y: 400, time: 1000 });
      expect(visible()).toBe('p0 사진 1 (보이는 중)');
      drag(
        feed,
        { x: 300, y: 400, time: 2000 },
        { x: 280, y: 400, time: 2500 },
        { x: 251, y: 400, time: 3000 },
      );
      expect(visible()).toBe('p0 경기 정보 (보이는 중)');
      expect(announced()).toBe('2/3 경기 정보');
      expect(pageTrack('p0').style.transform).toBe('translate3d(-100%, 0, 0)');
    });

    it('moves for a flick just over 0.25 px/ms and not for one just under it', () => {
      const { feed, visible } = renderFeed(tenPosts());
      // 20 px in 81 ms: 0.247 px/ms.
      drag(
        feed,
        { x: 300, y: 400, time: 1000 },
        { x: 288, y: 400, time: 1040 },
        { x: 280, y: 400, time: 1081 },
      );
      expect(visible()).toBe('p0 사진 1 (보이는 중)');
      // 20 px in 79 ms: 0.253 px/ms.
      drag(
        feed,
        { x: 300, y: 400, time: 2000 },
        { x: 288, y: 400, time: 2040 },
        { x: 280, y: 400, time: 2079 },
      );
      expect(visible()).toBe('p0 경기 정보 (보이는 중)');
    });

    it('follows the finger at 0.35× before the first page and past the last', () => {
      const { feed, pageTrack, visible } = renderFeed([postFixture('a', ['사진 1', '경기 정보'])]);
      pointer(feed, 'pointerdown', { x: 100, y: 400, time: 0 });
      pointer(feed, 'pointermove', { x: 200, y: 400, time: 500 });
      expect(pageTrack('a').style.transform).toBe('translate3d(calc(0% + 35px), 0, 0)');
      pointer(feed, 'pointerup', { x: 200, y: 400, time: 1000 });
      expect(pageTrack('a').style.transform).toBe('translate3d(0%, 0, 0)');

      fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
      expect(visible()).toBe('a 경기 정보 (보이는 중)');
      pointer(feed, 'pointerdown', { x: 300, y: 400, time: 2000 });
      pointer(feed, 'pointermove', { x: 200, y: 400, time: 2500 });
      expect(pageTrack('a').style.transform).toBe('translate3d(calc(-100% + -35px), 0, 0)');
      pointer(feed, 'pointerup', { x: 200, y: 400, time: 3000 });
      expect(visible()).toBe('a 경기 정보 (보이는 중)');
    });

    it('locks to the axis of the first movement: a vertical drag that drifts sideways never turns a page', () => {
      const { feed, visible, onActivePostChange } = renderFeed(tenPosts());
      drag(feed, { x: 200, y: 400, time: 0 }, { x: 203, y: 385, time: 500 }, { x: 100, y: 380, time: 1000 });
      expect(visible()).toBe('p0 사진 1 (보이는 중)');
      expect(onActivePostChange).not.toHaveBeenCalled();
    });

    it('keeps each post on its own page when moving between posts', async () => {
      const { feed, visible } = renderFeed(tenPosts());
      fireEvent.keyDown(feed, { key: 'ArrowRight' });
      fireEvent.keyDown(feed, { key: 'ArrowDown' });
      expect(visible()).toBe('p1 사진 1 (보이는 중)');
      fireEvent.keyDown(feed, { key: 'ArrowUp' });
      expect(visible()).toBe('p0 경기 정보 (보이는 중)');
    });
  });

  describe('taps', () => {
    it('likes on a double tap under 260 ms on the post, not on a single tap', () => {
      const { onDoubleTap, post } = renderFeed(tenPosts());
      const photo = within(post('p0')).getByText(/p0 사진 1/);
      tap(photo, 0);
      act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
      tap(photo, 1000);
      expect(onDoubleTap).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      tap(photo, 1100);
      expect(onDoubleTap).toHaveBeenCalledWith(postFixture('p0'));
    });

    it('leaves taps on buttons to the buttons: a quick double tap on 좋아요 is two clicks, no double tap', () => {
      const { onDoubleTap, onLike, post } = renderFeed(tenPosts());
      const like = within(post('p0')).getByRole('button', { name: '좋아요' });
      tap(like, 0);
      tap(like, 100);
      expect(onLike).toHaveBeenCalledTimes(2);
      expect(onDoubleTap).not.toHaveBeenCalled();
    });

    it('swallows the click that ends a drag started on a button', () => {
      const { onLike, post, onActivePostChange } = renderFeed(tenPosts());
      const like = within(post('p0')).getByRole('button', { name: '좋아요' });
      drag(like, { x: 200, y: 500, time: 0 }, { x: 200, y: 400, time: 300 });
      fireEvent.click(like, { detail: 1 });
      expect(onLike).not.toHaveBeenCalled();
      expect(onActivePostChange).toHaveBeenCalledWith(1);
    });
  });

  describe('keyboard and screen reader', () => {
    it('moves between posts with the up/down arrows and Page Up/Down, and announces the post shown', () => {
      const { feed, visible, announced, onActivePostChange } = renderFeed(tenPosts());
      feed.focus();
      fireEvent.keyDown(feed, { key: 'ArrowDown' });
      expect(visible()).toBe('p1 사진 1 (보이는 중)');
      expect(announced()).toBe('서연 vs 도윤 · p1, 1/3 사진 1');
      fireEvent.keyDown(feed, { key: 'PageDown' });
      expect(visible()).toBe('p2 사진 1 (보이는 중)');
      fireEvent.keyDown(feed, { key: 'PageUp' });
      fireEvent.keyDown(feed, { key: 'ArrowUp' });
      fireEvent.keyDown(feed, { key: 'ArrowUp' });
      expect(visible()).toBe('p0 사진 1 (보이는 중)');
      expect(onActivePostChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 1, 0]);
    });

    it('moves between pages with the left/right arrows, never past either end', () => {
      const { feed, visible, announced } = renderFeed(tenPosts());
      fireEvent.keyDown(feed, { key: 'ArrowLeft' });
      expect(visible()).toBe('p0 사진 1 (보이는 중)');
      fireEvent.keyDown(feed, { key: 'ArrowRight' });
      fireEvent.keyDown(feed, { key: 'ArrowRight' });
      fireEvent.keyDown(feed, { key: 'ArrowRight' });
      expect(visible()).toBe('p0 친구 랭킹 (보이는 중)');
      expect(announced()).toBe('3/3 친구 랭킹');
      fireEvent.keyDown(feed, { key: 'ArrowLeft' });
      expect(visible()).toBe('p0 경기 정보 (보이는 중)');
    });

    it('leaves the arrows to a text field inside a post', () => {
      const { visible, post } = renderFeed(tenPosts(), {
        renderOverlay: () => <input aria-label="댓글" />,
      });
      fireEvent.keyDown(within(post('p0')).getByRole('textbox', { name: '댓글' }), { key: 'ArrowRight' });
      expect(visible()).toBe('p0 사진 1 (보이는 중)');
    });

    it('offers page buttons and dots to pointer users', () => {
      const { visible, post } = renderFeed(tenPosts());
      const current = within(post('p0'));
      expect(current.getByRole('button', { name: '이전 페이지' }).hasAttribute('disabled')).toBe(true);
      fireEvent.click(current.getByRole('button', { name: '다음 페이지' }));
      expect(visible()).toBe('p0 경기 정보 (보이는 중)');
      const dots = post('p0').querySelectorAll<HTMLButtonElement>('[aria-hidden="true"] button');
      expect(dots).toHaveLength(3);
      fireEvent.click(dots[2]!);
      expect(visible()).toBe('p0 친구 랭킹 (보이는 중)');
      expect(current.getByRole('button', { name: '다음 페이지' }).hasAttribute('disabled')).toBe(true);
    });

    it('offers screen-reader buttons between posts', () => {
      const { visible } = renderFeed(tenPosts());
      expect(screen.getByRole('button', { name: '이전 게시물' }).hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: '다음 게시물' }));
      expect(visible()).toBe('p1 사진 1 (보이는 중)');
    });

    it('keeps focus on a page button while it pages, and on the feed once that button turns disabled', () => {
      const { feed, visible, post } = renderFeed(tenPosts());
      const next = within(post('p0')).getByRole('button', { name: '다음 페이지' });
      next.focus();
      fireEvent.click(next);
      expect(visible()).toBe('p0 경기 정보 (보이는 중)');
      expect(document.activeElement).toBe(next);
      fireEvent.click(next);
      expect(visible()).toBe('p0 친구 랭킹 (보이는 중)');
      expect(document.activeElement).toBe(feed);
    });

    it('keeps the keyboard on the feed when the focused button leaves the screen', () => {
      const { feed, post } = renderFeed(tenPosts());
      within(post('p0')).getByRole('button', { name: '좋아요' }).focus();
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(feed);
    });
  });

  it('moves one post per wheel or trackpad gesture, its trailing events included', () => {
    const { feed, onActivePostChange } = renderFeed(tenPosts());
    const wheel = (deltaY: number, time: number) => {
      const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY });
      Object.defineProperty(event, 'timeStamp', { value: time });
      act(() => void feed.dispatchEvent(event));
    };
    wheel(120, 1000);
    wheel(80, 1100);
    wheel(40, 1400);
    expect(onActivePostChange.mock.calls).toEqual([[1]]);
    wheel(-120, 2000);
    expect(onActivePostChange).toHaveBeenLastCalledWith(0);
  });

  describe('motion', () => {
    it('settles over 380 ms, and without motion when the player asks for reduced motion', () => {
      const first = renderFeed(tenPosts());
      fireEvent.keyDown(first.feed, { key: 'ArrowDown' });
      expect(first.track().style.transition).toContain('380ms');
      first.view.unmount();

      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const reduced = renderFeed(tenPosts());
      fireEvent.keyDown(reduced.feed, { key: 'ArrowDown' });
      expect(reduced.track().style.transform).toBe('translate3d(0, -100%, 0)');
      expect(reduced.track().style.transition).toBe('none');
    });

    it('lets go of a press whose release it never saw: a mouse moving with no button pressed drags nothing', () => {
      // A long press on 좋아요 opens the likers; the release lands on them, not on the feed.
      const { feed, track, onActivePostChange } = renderFeed(tenPosts());
      pointer(feed, 'pointerdown', { x: 340, y: 700, time: 0, pointerType: 'mouse' });
      pointer(feed, 'pointermove', { x: 200, y: 300, time: 900, pointerType: 'mouse', buttons: 0 });
      pointer(feed, 'pointermove', { x: 200, y: 100, time: 950, pointerType: 'mouse', buttons: 0 });
      expect(track().style.transform).toBe('translate3d(0, 0%, 0)');
      pointer(feed, 'pointerup', { x: 200, y: 100, time: 1000, pointerType: 'mouse' });
      expect(track().style.transform).toBe('translate3d(0, 0%, 0)');
      expect(onActivePostChange).not.toHaveBeenCalled();
    });

    it('puts a cancelled drag back without changing anything', () => {
      const { feed, track, onActivePostChange } = renderFeed(tenPosts());
      pointer(feed, 'pointerdown', { x: 200, y: 500, time: 0 });
      pointer(feed, 'pointermove', { x: 200, y: 300, time: 100 });
      pointer(feed, 'pointercancel', { x: 200, y: 300, time: 100 });
      expect(track().style.transform).toBe('translate3d(0, 0%, 0)');
      expect(onActivePostChange).not.toHaveBeenCalled();
    });
  });

  describe('loading more (5 posts before the end)', () => {
    it('asks for more once the post on screen is 5 or fewer from the last', () => {
      const { feed, onNearEnd } = renderFeed(tenPosts());
      for (let index = 0; index < 3; index += 1) fireEvent.keyDown(feed, { key: 'ArrowDown' });
      expect(onNearEnd).not.toHaveBeenCalled(); // post 4 of 10: 6 after it
      fireEvent.keyDown(feed, { key: 'ArrowDown' });
      expect(onNearEnd).toHaveBeenCalledTimes(1); // post 5 of 10: 5 after it
    });

    it('asks at once for a first page of 5 posts or fewer', () => {
      const { onNearEnd } = renderFeed([postFixture('a'), postFixture('b'), postFixture('c')]);
      expect(onNearEnd).toHaveBeenCalledTimes(1);
    });
  });
});
