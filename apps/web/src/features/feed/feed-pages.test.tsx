import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPage, RankingPage } from './feed-pages';
import type { GamePost } from './feed-post-model';
import { feedPostFixture } from './feed.test-support';

afterEach(() => vi.restoreAllMocks());

describe('a post’s photo or video page', () => {
  it('plays a video (muted, inline) only while its page is on screen', () => {
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const photo = { url: '/uploads/games/42/rally.mp4', mediaType: 'VIDEO' as const };
    const view = render(<MediaPage photo={photo} visible={false} priority={false} />);
    const video = view.container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(play).not.toHaveBeenCalled();

    view.rerender(<MediaPage photo={photo} visible priority={false} />);
    expect(play).toHaveBeenCalledTimes(1);
    view.rerender(<MediaPage photo={photo} visible={false} priority={false} />);
    expect(pause).toHaveBeenCalled();
  });

  it('loads a photo lazily at a reserved size, except the first post’s headline', () => {
    const photo = { url: '/uploads/games/42/start.jpg', mediaType: 'IMAGE' as const };
    const lazy = render(<MediaPage photo={photo} visible priority={false} />).container.querySelector('img')!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('width')).toBe('800');
    expect(lazy.getAttribute('height')).toBe('1000');
    const first = render(<MediaPage photo={photo} visible priority />).container.querySelector('img')!;
    expect(first.getAttribute('loading')).toBe('eager');
  });
});

describe('a post’s friend ranking page', () => {
  const renderRanking = (visible: boolean) => {
    const client = new QueryClient();
    const post = feedPostFixture({ id: 42 }) as GamePost;
    return render(
      <QueryClientProvider client={client}>
        <RankingPage post={post} visible={visible} />
      </QueryClientProvider>,
    );
  };

  it('asks for nothing and announces no loading while off screen', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const view = renderRanking(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says it is loading once on screen', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderRanking(true);
    expect(screen.getByRole('status').textContent).toContain('랭킹을 불러오는 중');
  });
});
