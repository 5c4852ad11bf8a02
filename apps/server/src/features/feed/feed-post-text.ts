import { FeedPostSchema, type FeedPost } from '@hanpan/core';
import { compileSerializer } from '../../http/compiled-serializer.ts';
import { FEED_VIEWER_FIELDS, NO_VIEWER_FIELDS, type FeedPostContentFields } from './feed.presenter.ts';

/*
 * A post as JSON in two parts (decision 034): its content, the same for every viewer and kept
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

/** A post written whole: an invitation card, which has no content to cache. */
export function wholePostText(post: FeedPost): string {
  return serializePost(post);
}

/*
 * The answer is assembled as bytes (decision 037): a post's content is kept as its UTF-8 bytes, so a
 * page is a copy of buffers (~7 µs for the bench player's 35 KB page), not a string of mostly Korean
 * text encoded again on every request (~60–85 µs for the same page, docs/performance.md session 16).
 */

/** A post as the bytes it is sent as: its content's and the viewer's fields', or one whole text. */
export type PostBytes = readonly Buffer[];

/** The bytes of a post's content, as the cache keeps them. */
export function postContentBytes(content: FeedPostContentFields): Buffer {
  return Buffer.from(postContentText(content), 'utf8');
}

/** A post's bytes: the cached content's and the viewer's text's (`,"isFriend":…}`). */
export function postBytes(contentBytes: Buffer, viewerText: string): PostBytes {
  return [contentBytes, Buffer.from(viewerText, 'utf8')];
}

const PAGE_START = Buffer.from('{"items":[');
const POST_SEPARATOR = Buffer.from(',');
const PAGE_END = Buffer.from(']}');

/** A page, `{items:[…]}` as FeedPageSchema's serializer writes it, from its posts' bytes. */
export function pageBytes(posts: readonly PostBytes[]): Buffer {
  const chunks: Buffer[] = [PAGE_START];
  posts.forEach((post, index) => {
    if (index > 0) chunks.push(POST_SEPARATOR);
    chunks.push(...post);
  });
  chunks.push(PAGE_END);
  return Buffer.concat(chunks);
}
