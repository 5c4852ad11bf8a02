import { describe, expect, it } from 'vitest';
import { BOOT_PHOTO_ID, BOOT_PICTURE_EVENT, FEED_FIRST_PAGE } from '@/landing/feed-boot';
import { FEED_PAGE_SIZE, FEED_PATH } from './feed.api';
import * as headStart from './feed-head-start';

// landing/feed-boot.ts may not import (it loads as a classic script), so it spells out what it
// shares with the feed: the feed takes its answer only if it asked for the same first page.
describe('the boot of / and the feed', () => {
  it('ask for the same first page', () => {
    expect(FEED_FIRST_PAGE).toBe(`${FEED_PATH}?size=${FEED_PAGE_SIZE}`);
  });

  it("name the boot's photo and its event alike", () => {
    expect(BOOT_PHOTO_ID).toBe(headStart.BOOT_PHOTO_ID);
    expect(BOOT_PICTURE_EVENT).toBe(headStart.BOOT_PICTURE_EVENT);
  });
});
