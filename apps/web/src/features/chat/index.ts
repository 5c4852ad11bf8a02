// The chat feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { ChatRoom } from './chat-room';
export { parseTargetId } from './chat-target';
export { DmRoomList } from './dm-room-list';
