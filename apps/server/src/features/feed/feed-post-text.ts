import { FeedPostSchema, type FeedPost } from '@hanpan/core';
import { compileSerializer } from '../../http/compiled-serializer.ts';
import { FEED_VIEWER_FIELDS, NO_VIEWER_FIELDS, type FeedPostContentFields } from './feed.presenter.ts';

/*
 * A post as JSON text in two parts (decision 034): its content, the same for every viewer and kept
 * by the cache, and its viewer fields, which the page statement writes for each request
 * (feed.queries.ts `viewerTextSql`). The bytes are the compiled serializer's of the whole post
 * (FeedPostSchema, what the route answered when it sent objects): the content is that text cut
 * before the first viewer field, so the two joined are the whole post's text (feed-text.test.ts).
 */

const serializePost = compileSerializer(FeedPostSchema);

/** Where the content's text ends: a key after a value, outside any string (a string's `"` is `\"`). */
const VIEWER_FIELDS_START = `,"${FEED_VIEWER_FIELDS[0]}":`;

/** The text of a post's content: the whole post's text up to (without) its first viewer field. */
export function postContentText(content: FeedPostContentFields): string {
  // Any viewer fields do: the content's text ends before them.
  const text = serializePost({ ...content, ...NO_VIEWER_FIELDS });
  const end = text.lastIndexOf(VIEWER_FIELDS_START);
  // The schema orders the viewer fields last: anything else is a contract change this file missed.
  if (end < 0) throw new Error('feed post text: the viewer fields are not where FeedPostSchema puts them');
  return text.slice(0, end);
}

/** The whole post's text: the cached content's text and the viewer's (`,"isFriend":…}`). */
export function postText(contentText: string, viewerText: string): string {
  return contentText + viewerText;
}

/** A post's text written whole: an invitation card, which has no content to cache. */
export function wholePostText(post: FeedPost): string {
  return serializePost(post);
}

/** A page's text, `{items:[…]}` as FeedPageSchema's serializer writes it, from its posts' texts. */
export function pageText(postTexts: readonly string[]): string {
  return `{"items":[${postTexts.join(',')}]}`;
}
