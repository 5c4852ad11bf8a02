import type { ReactNode } from 'react';

/*
 * INTERFACE STUB (issue 20): the full-screen swipe of posts (vertical) and of a post's pages
 * (horizontal). The props below are the contract between the swipe (gestures, keyboard, screen
 * reader, §9 constants) and the feed screen (data, pages' content); the body here is a plain
 * scroll list until the gesture implementation replaces it.
 */

/** One horizontal page of a post. */
export interface FeedSwipePage {
  /** Stable within the post ('media-0', 'info', 'ranking', …). */
  key: string;
  /** Read by screen readers ('사진 1', '경기 정보', '친구 랭킹'). */
  label: string;
  /** `visible`: this page is the one on screen (videos play only then; images load lazily). */
  render: (visible: boolean) => ReactNode;
}

export interface FeedSwipeProps<Post> {
  posts: readonly Post[];
  postKey: (post: Post) => string;
  /** Read by screen readers as the post's name ('서연 vs 도윤 · 딱지치기'). */
  postLabel: (post: Post) => string;
  pagesOf: (post: Post) => readonly FeedSwipePage[];
  /** Called when the post on screen is 5 or fewer from the end (spec §9 load more). */
  onNearEnd?: () => void;
  /** A double tap (< 260 ms) on a post. */
  onDoubleTap?: (post: Post) => void;
  /** The post on screen changed (index into `posts`). */
  onActivePostChange?: (index: number) => void;
  /** Drawn above the pages of each post (like, comment, share buttons; the caption). */
  renderOverlay?: (post: Post, visible: boolean) => ReactNode;
}

export function FeedSwipe<Post>({ posts, postKey, postLabel, pagesOf, renderOverlay }: FeedSwipeProps<Post>) {
  return (
    <div aria-roledescription="피드" className="h-full overflow-y-auto">
      {posts.map((post) => (
        <section key={postKey(post)} aria-label={postLabel(post)} className="relative h-full">
          {pagesOf(post).map((page) => (
            <div key={page.key} aria-label={page.label}>
              {page.render(true)}
            </div>
          ))}
          {renderOverlay?.(post, true)}
        </section>
      ))}
    </div>
  );
}
