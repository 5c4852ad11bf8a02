// Imports that reached into another web feature's internals when the feature-entry rule came
// (issue 17): web features had no index.ts yet. Only remove lines (give the feature an index.ts
// that exports what its importers use): web-boundaries.test.ts fails on an entry that no longer occurs.
export const FEATURE_ENTRY_EXCEPTIONS = [
  'features/profile/more-stats-dialog.tsx -> features/friends/friend-lists',
  'features/profile/profile-actions.tsx -> features/blocks/blocks.api',
  'features/profile/profile-actions.tsx -> features/friends/friend-button',
  'features/profile/profile-actions.tsx -> features/play-with-me-too/challenge-button',
  'features/profile/profile.api.ts -> features/auth/auth.api',
  'features/profile/set-profile-form.tsx -> features/onboarding/steps/gender-step',
];
