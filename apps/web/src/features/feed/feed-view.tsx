/** INTERFACE STUB (issue 20): the feed screen; built by the feed screen work. */
export function FeedView() {
  return null;
}
