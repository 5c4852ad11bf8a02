// The my-profile feature's entry (CONVENTIONS.md, feature template): the caller's own profile —
// its query keys, loading, saving, completing signup and the form fields onboarding and the profile
// editor share. Friends, blocks, onboarding and settings use it without loading the profile screen.
export {
  checkUsername,
  myProfileQueryOptions,
  prefetchMyProfile,
  profileKeys,
  useCompleteSignup,
  useMyProfile,
  useSaveProfile,
} from './my-profile.api';
export type { ProfileChanges } from './my-profile.api';
export { GENDER_CHOICES } from './gender-choices';
export { prepareProfilePhoto, useObjectUrls } from './prepare-photo';
export { RegionPicker } from './region-picker';
