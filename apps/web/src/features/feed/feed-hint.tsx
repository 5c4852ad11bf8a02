/** INTERFACE STUB (issue 20): the first-time feed hint (tap to dismiss), remembered on the device. */
export function isFeedHintSeen(): boolean {
  return true;
}

export function FeedHint(_props: { onDone: () => void }) {
  return null;
}
