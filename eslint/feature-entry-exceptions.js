// Imports that reached into another web feature's internals when the feature-entry rule came
// (issue 17), before web features had index.ts files. The last six (all from features/profile/) went
// through index.ts files once the caller's own profile became features/my-profile/, so the list is
// empty and stays so: web-boundaries.test.ts fails on an entry that no longer occurs.
export const FEATURE_ENTRY_EXCEPTIONS = [];
