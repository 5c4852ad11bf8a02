// The shell feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { AppShell } from './app-shell';
export { useLeaveWhenSignedOut } from './use-leave-when-signed-out';
