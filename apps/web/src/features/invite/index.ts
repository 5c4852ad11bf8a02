// The invite feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export {
  decodeInviteTarget,
  encodedSegment,
  appOpenUrl,
  inviteMessages,
  mobileOsOf,
  STORE_URLS,
} from './invite-links';
export { useAppOpenAttempt } from './use-app-open';
