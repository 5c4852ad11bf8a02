// The places feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { detailAddressOf, roadAddressOf, UNDECIDED_PLACE_DETAIL } from './place-choice';
export { PlaceNotFoundDialog } from './place-not-found-dialog';
export { PlacePicker } from './place-picker';
export { PlaceSetupDialog } from './place-setup-dialog';
export type { PlaceSetup } from './place-setup-dialog';
