// The friends feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { FriendsDialog, type FriendsView } from './friends-dialog';
export { FriendRow, FriendRowsSkeleton } from './friend-row';
export { useFriends, useReceivedRequests, useSentRequests } from './friends.api';
