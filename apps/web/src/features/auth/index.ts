/**
 * The auth feature's entry for other features (CONVENTIONS.md, feature template): who the caller
 * is. Older importers still reach into auth.api (eslint/feature-entry-exceptions.js).
 */
export { useSession } from './auth.api';
