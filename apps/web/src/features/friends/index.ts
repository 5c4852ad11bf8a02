// The friends feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { FriendsDialog, type FriendsView } from './friends-dialog';
export { useReceivedRequests, useSentRequests } from './friends.api';
