// The profile feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { ProfileContent, UnknownUser, PROFILE_LOAD_FAILED } from './profile-view';
export { parseProfileId } from './profile-facts';
export { MannerScoreBadge } from './manner-score-badge';
export { profileKeys, useSaveProfile, useCompleteSignup, checkUsername, useMyProfile } from './profile.api';
export { prepareProfilePhoto, useObjectUrls } from './prepare-photo';
export type { ProfileChanges } from './profile.api';
export { RegionPicker } from './region-picker';
export { SetProfileForm } from './set-profile-form';
export { readFocusGameId } from './match-records';
