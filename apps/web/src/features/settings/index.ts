// The settings feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { AboutView } from './about-view';
export { SettingsView } from './settings-view';
export { useNotificationPreferences, useSetNotificationPreference } from './notification-preferences.api';
