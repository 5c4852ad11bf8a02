import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPage } from './feed-pages';

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
