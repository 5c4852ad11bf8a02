// The profile feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { ProfileContent, UnknownUser, PROFILE_LOAD_FAILED } from './profile-view';
export { parseProfileId } from './profile-facts';
export { MannerScoreBadge } from './manner-score-badge';
export { SetProfileForm } from './set-profile-form';
export { readFocusGameId } from './match-records';
