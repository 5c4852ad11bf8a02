// The settings feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { AboutView } from './about-view';
export { NotificationSettingsView } from './notification-settings-view';
export { SettingsView } from './settings-view';
