// The friends feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { FriendsDialog, type FriendsView } from './friends-dialog';
export { FriendButton } from './friend-button';
export { FriendsList } from './friend-lists';
export { FriendRow, FriendRowsSkeleton } from './friend-row';
export { useFriends, useReceivedRequests, useSentRequests, friendKeys } from './friends.api';
export { BELL_ANSWER_FAILURES, useFriendRequestAnswers } from './use-friend-request-answers';
