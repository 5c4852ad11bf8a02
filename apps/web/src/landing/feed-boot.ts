/*
 * The boot of / (issue 20 "Speed": LCP under 1.5 s at 4× CPU with the first post's photo). Its own
 * tiny entry, written into the head as a classic script before the app's entry (vite.config.ts)
 * and run the moment it arrives: for a signed-in player opening the plain feed it asks for the
 * feed's first page and paints the first post's photo in the very box the feed will draw it, long before React, the router and the
 * session check have loaded and run (~2 s of the app's JavaScript at 4× CPU). The feed then takes
 * the same answer for its first query (features/feed/feed-head-start.ts reads
 * `window.__hanpanFeedBoot`), so the page is asked for once, and removes this photo once its posts
 * are drawn.
 *
 * It also starts the app (decision 032): the build parks the app's entry in a placeholder instead of
 * a <script type=module> (its file is still preloaded), because evaluating the app holds the main
 * thread for ~1 s at 4× CPU and a photo whose answer arrives meanwhile is painted only after it. On
 * the plain feed the app starts once the photo is painted (or there is none, or the answer failed,
 * or APP_HOLD_MS passed); on every other screen as soon as the page is parsed, as a module would.
 *
 * WARNING: no imports. Every byte here is first-page JavaScript on every screen (the budget counts
 * it), and an import would share a chunk with the app's entry.
 */

/** What the app reads from the boot (feed-head-start.ts). */
export interface FeedBoot {
  /** When the page was asked for (an answer too old is not the feed the player opens). */
  at: number;
  response: Promise<Response>;
  /** The first post's headline photo, once the answer is read. */
  picture: string | null;
}

declare global {
  interface Window {
    __hanpanFeedBoot?: FeedBoot;
  }
}

/** The feed's first page as the app asks for it (features/feed/feed.api.ts; a test compares). */
export const FEED_FIRST_PAGE = '/api/feed?size=20';
/** localStorage key of the access token (lib/token-store.ts). */
const TOKEN_KEY = 'accessToken';
/** Device flag of the 4-slide onboarding (features/feed/feed-keys.ts): until then / shows slides. */
const ONBOARDING_DONE_KEY = 'appOnboardingDone';
// features/feed/feed-head-start.ts spells these alike (this file may not import; its test compares).
export const BOOT_PHOTO_ID = 'feed-boot-photo';
export const BOOT_PICTURE_EVENT = 'hanpan:feed-picture';
/** The app removes the photo when it draws its own; this is the limit if it never does. */
const BOOT_PHOTO_MS = 10_000;
/** The placeholder the build writes instead of the app's entry script (vite.config.ts). */
export const APP_ENTRY_ID = 'hanpan-app';
/**
 * Longest the app waits for the photo: a slow answer would otherwise hold the whole app (the feed
 * takes the same answer, so starting then costs the photo's paint, not a second request).
 */
export const APP_HOLD_MS = 1_200;

/**
 * Runs the app's entry (once; later calls find no placeholder), after the page is parsed as a
 * module script would be: the app looks for #root. Without a placeholder (the development server
 * keeps the entry's own script) there is nothing to do.
 */
export function startApp(): void {
  const run = () => {
    const parked = document.getElementById(APP_ENTRY_ID);
    if (!parked) return;
    const script = document.createElement('script');
    script.type = 'module';
    // Same CORS mode as the entry's modulepreload, so the preloaded module is the one that runs.
    script.crossOrigin = '';
    script.src = parked.dataset.src!;
    parked.replaceWith(script);
  };
  // A second call finds no placeholder: no need to remove the listener.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
}

/** The fields of a post (core's FeedPostSchema) the boot reads, unchecked: zod is not loaded yet. */
interface FirstPost {
  isCompleted?: boolean;
  photos?: { url: string; mediaType: string }[];
}

/** The headline photo a finished game's post opens on, not a video (feed-post-model's pageKindsOf). */
export function firstPicture(post: FirstPost | undefined): string | null {
  const photo = post?.isCompleted ? post.photos?.[0] : undefined;
  return photo?.mediaType === 'IMAGE' ? photo.url : null;
}

/** The token of a signed-in player opening the plain feed, past the onboarding slides; else null. */
function tokenForPlainFeed(): string | null {
  const { pathname, search } = window.location;
  if (pathname !== '/' || /[?&](gameId|userId)=/.test(search)) return null;
  try {
    return window.localStorage.getItem(ONBOARDING_DONE_KEY) && window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Private modes can throw on access (lib/token-store.ts): the app then behaves as signed out.
    return null;
  }
}

/**
 * The photo in the feed's box (ui/theme.css `#feed-boot-photo`), its request started at once;
 * `painted` runs after the frame that shows it (or when it cannot load). The feed removes it when
 * its posts are drawn; it goes by itself before a frame shows another screen (the session was
 * refused, profile steps are left), and after BOOT_PHOTO_MS in any case.
 */
function paintPhoto(url: string, painted: () => void): void {
  const img = document.createElement('img');
  img.id = BOOT_PHOTO_ID;
  img.alt = '';
  img.setAttribute('fetchpriority', 'high');
  img.src = url;
  document.body.prepend(img);
  const until = Date.now() + BOOT_PHOTO_MS;
  const everyFrame = () => {
    if (!img.isConnected) return;
    if (location.pathname !== '/' || Date.now() > until) img.remove();
    else requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  img.decode().then(() => requestAnimationFrame(() => setTimeout(painted)), painted);
}

/**
 * Asks for the plain feed's first page, paints its photo and then starts the app; on any other
 * screen only starts the app.
 */
export function bootFeed(): void {
  try {
    const token = tokenForPlainFeed();
    if (!token) return startApp();
    setTimeout(startApp, APP_HOLD_MS);
    const response = fetch(FEED_FIRST_PAGE, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const boot: FeedBoot = { at: Date.now(), response, picture: null };
    window.__hanpanFeedBoot = boot;
    response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((page: { items?: FirstPost[] } | null) => {
        const url = firstPicture(page?.items?.[0]);
        if (url === null) return startApp();
        boot.picture = url;
        // The app may already be drawing the skeleton: it hears the photo through this event.
        window.dispatchEvent(new Event(BOOT_PICTURE_EVENT));
        paintPhoto(url, startApp);
      })
      // The app's own read of the same answer reports a failure; the boot only starts it.
      .catch(startApp);
  } catch {
    // WARNING: whatever failed here, the app must still start: the page holds nothing else.
    startApp();
  }
}

bootFeed();
