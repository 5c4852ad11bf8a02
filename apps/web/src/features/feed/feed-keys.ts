/**
 * What the feed keeps on the device (spec §3 local storage: "onboarding completion flags (app and
 * feed)"); listed with the others in lib/local-store.ts, kept here so the first page's JavaScript
 * does not carry them (the feed loads on its own chunk).
 */
export const FEED_KEYS = {
  /** The 4-slide onboarding on / was finished or skipped. */
  appOnboardingDone: 'appOnboardingDone',
  /** The first-time feed hint (how to swipe, like and see likers) was dismissed. */
  feedHintSeen: 'feedHintSeen',
} as const;
