// The invite feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { decodeInviteTarget, encodedSegment } from './invite-links';
export { InviteView } from './invite-view';
