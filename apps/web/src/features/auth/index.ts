// The auth feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
// The first page (src/landing/) still imports auth.api directly: it may load only first-page code.
export { useSession } from './auth.api';
export { LegalDialog } from './legal/legal-dialog';
export { PRIVACY_POLICY } from './legal/privacy';
export { TERMS_OF_SERVICE } from './legal/terms';
