/*
 * INTERFACE STUB (issue 20): the 4-slide onboarding shown once on / (다음 / 시작하기 / 건너뛰기) and
 * the first-time feed hint (tap to dismiss); each remembered on the device. Built by the onboarding
 * work; the feed screen shows them through these names.
 */
export function isAppOnboardingDone(): boolean {
  return true;
}

export function AppOnboarding(_props: { onDone: () => void }) {
  return null;
}
