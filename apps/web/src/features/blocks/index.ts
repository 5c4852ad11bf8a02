// The blocks feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { UNBLOCK_FAILED, useBlockedUsers, useBlockUser, useUnblockUser } from './blocks.api';
