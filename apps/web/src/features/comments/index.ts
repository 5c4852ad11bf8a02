// The comments feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { CommentsPanel } from './comments-panel';
