// The auth feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
// The first page (src/landing/) imports auth.api directly: it may load only first-page code, and
// auth.api is listed as such (eslint/web-boundaries.js).
export { authKeys, forgetAccountData, sessionQueryOptions, useSession, useToken } from './auth.api';
export { logout, useDeleteAccount } from './account.api';
export { demoUsersAnswer, tokenAnswer } from './demo.api';
export { GroupLoginForm } from './group-login-form';
export { GroupRegisterView } from './group-register-view';
export { LegalDialog } from './legal/legal-dialog';
export { PRIVACY_POLICY } from './legal/privacy';
export { TERMS_OF_SERVICE } from './legal/terms';
