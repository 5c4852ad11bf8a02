import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import {
  isNearEnd,
  lockAxis,
  releaseVelocity,
  resistedOffset,
  settlePage,
  settlePost,
  TRANSITION_MS,
  type SwipeAxis,
} from './swipe-decision';
import { useDoubleTap } from './use-double-tap';

/*
 * The full-screen swipe of posts (vertical) and of a post's pages (horizontal), spec §2 Feed and
 * §9: pointer drags (touch and mouse) locked to the axis of their first movement, the keyboard
 * (arrows, Page Up/Down) and, for screen readers, labelled regions, page buttons and a polite
 * announcement of what is now shown. The screen follows a drag without re-rendering (the
 * transforms are written straight to the DOM); React renders only when a post or page settles.
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

interface Drag {
  pointerId: number;
  target: EventTarget;
  startX: number;
  startY: number;
  /** Locked by the first movement past the slop; `null` while it may still be a tap. */
  axis: SwipeAxis | null;
  width: number;
  height: number;
  samples: { time: number; x: number; y: number }[];
}

/** What a tap on it belongs to (a like button, a link), never a double tap on the post. */
const INTERACTIVE =
  'a[href], button, input, textarea, select, label, summary, [role="button"], [role="link"], [contenteditable="true"]';
const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

function closestWithin(target: EventTarget | null, selector: string, root: Element | null): boolean {
  if (!(target instanceof Element) || !root) return false;
  const found = target.closest(selector);
  return found !== null && root.contains(found);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** `index` items along (100 % each) plus a finger's `offset` in px. */
function translate(axis: SwipeAxis, index: number, offset: number): string {
  const along = offset === 0 ? `${-index * 100}%` : `calc(${-index * 100}% + ${offset}px)`;
  return axis === 'y' ? `translate3d(0, ${along}, 0)` : `translate3d(${along}, 0, 0)`;
}

/** Moves a track; `animate` settles it over TRANSITION_MS (never under reduced motion). */
function place(element: HTMLElement | null | undefined, transform: string, animate: boolean) {
  if (!element) return;
  // A track placed for the first time (just mounted) jumps: nothing on screen moves.
  const first = element.style.transform === '';
  element.style.transition =
    animate && !first && !prefersReducedMotion()
      ? `transform ${TRANSITION_MS}ms cubic-bezier(0.22, 1, 0.36, 1)`
      : 'none';
  element.style.transform = transform;
}

/** A wheel or trackpad gesture moves one post (or page); smaller deltas are a resting finger. */
const WHEEL_MIN_DELTA = 20;

/** True when a scroller inside the feed (a long review list) can still move that way itself. */
function scrollsItself(
  target: EventTarget | null,
  root: Element | null,
  axis: SwipeAxis,
  delta: number,
): boolean {
  for (
    let element = target instanceof Element ? target : null;
    element && element !== root;
    element = element.parentElement
  ) {
    const style = window.getComputedStyle(element);
    const overflow = axis === 'y' ? style.overflowY : style.overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const position = axis === 'y' ? element.scrollTop : element.scrollLeft;
    const room =
      axis === 'y' ? element.scrollHeight - element.clientHeight : element.scrollWidth - element.clientWidth;
    if (delta > 0 ? position < room - 1 : position > 0) return true;
  }
  return false;
}

export function FeedSwipe<Post>({
  posts,
  postKey,
  postLabel,
  pagesOf,
  onNearEnd,
  onDoubleTap,
  onActivePostChange,
  renderOverlay,
}: FeedSwipeProps<Post>) {
  const [activeState, setActive] = useState(0);
  const [pageByPost, setPageByPost] = useState<Record<string, number>>({});
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const pageTracks = useRef(new Map<string, HTMLDivElement>());
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const lastWheel = useRef(Number.NEGATIVE_INFINITY);
  const hintId = useId();

  const count = posts.length;
  // Posts may shrink under a refetch: the index never points past the end.
  const active = Math.max(0, Math.min(activeState, count - 1));
  const activePost = posts[active];
  const activeKey = activePost === undefined ? '' : postKey(activePost);
  const activePages = activePost === undefined ? [] : pagesOf(activePost);
  const pageOf = (key: string, pageCount: number) =>
    Math.max(0, Math.min(pageByPost[key] ?? 0, pageCount - 1));
  const activePage = pageOf(activeKey, activePages.length);

  const latest = useRef({ activePost, onDoubleTap, onNearEnd });
  useEffect(() => {
    latest.current = { activePost, onDoubleTap, onNearEnd };
  });
  const doubleTap = useDoubleTap(() => {
    const { activePost: post, onDoubleTap: handler } = latest.current;
    if (post !== undefined) handler?.(post);
  });

  // Spec §9 load more: asked again whenever the post on screen or the list's length changes.
  useEffect(() => {
    if (isNearEnd(active, count)) latest.current.onNearEnd?.();
  }, [active, count]);

  // Every settled position is written here; a track under a finger is left to the drag.
  useLayoutEffect(() => {
    // A button that just turned disabled (the last page's 다음 페이지) would drop the keyboard.
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.disabled && rootRef.current?.contains(focused)) {
      rootRef.current.focus({ preventScroll: true });
    }
    const dragging = drag.current?.axis ?? null;
    if (dragging !== 'y') place(trackRef.current, translate('y', active, 0), true);
    for (const [key, element] of pageTracks.current) {
      if (dragging === 'x' && key === activeKey) continue;
      const pageCount = Number(element.dataset.pages ?? '1');
      place(element, translate('x', pageOf(key, pageCount), 0), true);
    }
  });

  /** Keeps the keyboard on the feed when what held focus (`leaving`) is about to leave the screen. */
  const keepFocusOnFeed = (leaving: Element | null | undefined) => {
    const focused = document.activeElement;
    if (focused && leaving?.contains(focused)) rootRef.current?.focus({ preventScroll: true });
  };

  const pagePosition = (pages: readonly FeedSwipePage[], page: number) =>
    pages[page] ? `${page + 1}/${pages.length} ${pages[page].label}` : '';

  const goToPost = (index: number) => {
    const next = Math.max(0, Math.min(index, count - 1));
    place(trackRef.current, translate('y', next, 0), true);
    if (next === active) return;
    const post = posts[next];
    if (post === undefined) return;
    keepFocusOnFeed(trackRef.current);
    setActive(next);
    const pages = pagesOf(post);
    const position = pagePosition(pages, pageOf(postKey(post), pages.length));
    setAnnouncement(position ? `${postLabel(post)}, ${position}` : postLabel(post));
    onActivePostChange?.(next);
  };

  const goToPage = (page: number) => {
    const next = Math.max(0, Math.min(page, activePages.length - 1));
    place(pageTracks.current.get(activeKey), translate('x', next, 0), true);
    if (next === activePage || activePages.length === 0) return;
    keepFocusOnFeed(pageTracks.current.get(activeKey)?.children[activePage]);
    setPageByPost((current) => ({ ...current, [activeKey]: next }));
    setAnnouncement(pagePosition(activePages, next));
  };

  /** Puts whatever a cancelled drag moved back where it was. */
  const snapBack = () => {
    place(trackRef.current, translate('y', active, 0), true);
    place(pageTracks.current.get(activeKey), translate('x', activePage, 0), true);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A second finger (pinch) or a right click is not a swipe.
    if (event.isPrimary === false || event.button > 0) return;
    if (drag.current?.axis) snapBack(); // a drag whose end never arrived
    swallowClick.current = false;
    const root = event.currentTarget;
    drag.current = {
      pointerId: event.pointerId,
      target: event.target,
      startX: event.clientX,
      startY: event.clientY,
      axis: null,
      width: root.clientWidth,
      height: root.clientHeight,
      samples: [{ time: event.timeStamp, x: event.clientX, y: event.clientY }],
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    if (event.buttons === 0) {
      // Nothing is pressed any more: the press ended out of the feed's sight (a long press on
      // 좋아요 opened the likers and the release landed there). A mouse moving afterwards must
      // not drag the feed along.
      drag.current = null;
      if (current.axis) snapBack();
      return;
    }
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.axis) {
      current.axis = lockAxis(dx, dy);
      if (!current.axis) return;
      // Follow the finger even off the element. Captured by the touched element (as a touch
      // already is), so a long press there still sees the move that cancels it.
      const target = current.target;
      if (target instanceof Element && target.isConnected) {
        try {
          target.setPointerCapture(event.pointerId);
        } catch {
          // The pointer is already gone; its up or cancel ends the drag.
        }
      }
    }
    current.samples.push({ time: event.timeStamp, x: event.clientX, y: event.clientY });
    if (current.samples.length > 32) current.samples.splice(0, current.samples.length - 32);
    if (current.axis === 'y') {
      place(
        trackRef.current,
        translate('y', active, resistedOffset(dy, active, count, current.height)),
        false,
      );
    } else {
      const offset = resistedOffset(dx, activePage, activePages.length, current.width);
      place(pageTracks.current.get(activeKey), translate('x', activePage, offset), false);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    if (!current.axis) {
      // A tap: on the post itself it may be half of a double tap; on a button it is the button's.
      if (!closestWithin(event.target, INTERACTIVE, rootRef.current)) doubleTap.onPointerUp(event);
      return;
    }
    swallowClick.current = true; // the click that ends a drag is not a tap on what it started on
    current.samples.push({ time: event.timeStamp, x: event.clientX, y: event.clientY });
    if (current.axis === 'y') {
      goToPost(
        settlePost({
          index: active,
          count,
          delta: event.clientY - current.startY,
          velocity: releaseVelocity(current.samples.map(({ time, y }) => ({ time, position: y }))),
          size: current.height,
        }),
      );
    } else {
      goToPage(
        settlePage({
          index: activePage,
          count: activePages.length,
          delta: event.clientX - current.startX,
          velocity: releaseVelocity(current.samples.map(({ time, x }) => ({ time, position: x }))),
          size: current.width,
        }),
      );
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    // The browser took the pointer (an inner scroller, a system gesture): nothing changes.
    if (!drag.current || event.pointerId !== drag.current.pointerId) return;
    drag.current = null;
    snapBack();
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    // A keyboard's click (detail 0: Enter on a button) never ended a drag.
    if (!swallowClick.current || event.detail === 0) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (closestWithin(event.target, EDITABLE, rootRef.current)) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'PageDown':
        goToPost(active + 1);
        break;
      case 'ArrowUp':
      case 'PageUp':
        goToPost(active - 1);
        break;
      case 'ArrowRight':
        goToPage(activePage + 1);
        break;
      case 'ArrowLeft':
        goToPage(activePage - 1);
        break;
      default:
        return;
    }
    event.preventDefault(); // the arrows never scroll the page behind the feed
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (drag.current?.axis) return;
    const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
    const delta = horizontal ? event.deltaX : event.deltaY;
    if (Math.abs(delta) < WHEEL_MIN_DELTA) return;
    if (scrollsItself(event.target, rootRef.current, horizontal ? 'x' : 'y', delta)) return;
    // A trackpad's trailing (inertia) events belong to the gesture that already moved the feed.
    const settling = event.timeStamp - lastWheel.current < TRANSITION_MS;
    lastWheel.current = event.timeStamp;
    if (settling) return;
    if (horizontal) goToPage(activePage + Math.sign(delta));
    else goToPost(active + Math.sign(delta));
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="피드"
      aria-label="피드"
      aria-describedby={hintId}
      tabIndex={0}
      className={cn(
        'relative h-full w-full touch-none overflow-hidden overscroll-none bg-black select-none [-webkit-touch-callout:none]',
        'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500',
      )}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClickCapture={onClickCapture}
      onKeyDown={onKeyDown}
      onWheel={onWheel}
      onDragStart={(event) => event.preventDefault()}
    >
      <p id={hintId} className="sr-only">
        위아래 화살표 키로 게시물을, 왼쪽·오른쪽 화살표 키로 게시물의 페이지를 넘길 수 있어요.
      </p>
      <button
        type="button"
        className={skipButtonClasses}
        disabled={active === 0}
        onClick={() => goToPost(active - 1)}
      >
        이전 게시물
      </button>
      <div ref={trackRef} className="h-full will-change-transform">
        {posts.map((post, index) => {
          const key = postKey(post);
          // Far posts keep their place (a sized slot) but draw nothing.
          if (Math.abs(index - active) > 1) return <div key={key} aria-hidden="true" className="h-full" />;
          const isActive = index === active;
          const pages = isActive ? activePages : pagesOf(post);
          const page = pageOf(key, pages.length);
          return (
            <section
              key={key}
              aria-roledescription="게시물"
              aria-label={postLabel(post)}
              inert={!isActive}
              className="relative h-full w-full overflow-hidden"
            >
              <div
                ref={(element) => {
                  if (element) pageTracks.current.set(key, element);
                  else pageTracks.current.delete(key);
                }}
                data-pages={pages.length}
                className="flex h-full will-change-transform"
              >
                {pages.map((item, pageIndex) => (
                  <div
                    key={item.key}
                    role="group"
                    aria-roledescription="페이지"
                    aria-label={pagePosition(pages, pageIndex)}
                    inert={pageIndex !== page}
                    className="relative h-full w-full shrink-0 overflow-hidden"
                  >
                    {item.render(isActive && pageIndex === page)}
                  </div>
                ))}
              </div>
              {renderOverlay?.(post, isActive)}
              {pages.length > 1 && (
                <PageControls
                  pages={pages}
                  page={page}
                  onPage={(next) => {
                    if (isActive) goToPage(next);
                  }}
                />
              )}
            </section>
          );
        })}
      </div>
      <button
        type="button"
        className={skipButtonClasses}
        disabled={active >= count - 1}
        onClick={() => goToPost(active + 1)}
      >
        다음 게시물
      </button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** Screen-reader and keyboard users' way between posts; shown while focused. */
const skipButtonClasses = cn(
  'sr-only focus-visible:not-sr-only focus-visible:absolute focus-visible:left-1/2 focus-visible:top-3 focus-visible:z-30',
  'focus-visible:-translate-x-1/2 focus-visible:rounded-full focus-visible:bg-black/70 focus-visible:px-4 focus-visible:py-2',
  'focus-visible:text-label focus-visible:font-semibold focus-visible:text-white focus-ring disabled:hidden',
);

const pageButtonClasses = cn(
  'focus-ring pointer-events-auto inline-flex size-9 items-center justify-center rounded-full',
  'bg-black/25 text-white transition-colors hover:bg-black/50 disabled:invisible',
);

/** Pointer users' page buttons (previous, next) and dots; the keyboard has the arrows. */
function PageControls({
  pages,
  page,
  onPage,
}: {
  pages: readonly FeedSwipePage[];
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 top-1/2 z-20 flex -translate-y-1/2 justify-between px-1">
        <button
          type="button"
          aria-label="이전 페이지"
          className={pageButtonClasses}
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeftIcon size={20} />
        </button>
        <button
          type="button"
          aria-label="다음 페이지"
          className={pageButtonClasses}
          disabled={page >= pages.length - 1}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      {/* The dots repeat the page buttons for the eye; screen readers hear each page's position. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-2 z-20 flex justify-center">
        {pages.map((item, index) => (
          <button key={item.key} type="button" tabIndex={-1} className="p-1" onClick={() => onPage(index)}>
            <span
              className={cn(
                'block size-1.5 rounded-full transition-colors',
                index === page ? 'bg-white' : 'bg-white/45',
              )}
            />
          </button>
        ))}
      </div>
    </>
  );
}
