/**
 * The rules feature's entry for other features (CONVENTIONS.md, feature template). Older importers
 * still reach into its files (eslint/feature-entry-exceptions.js).
 */
export { RuleDetailDialog } from './rule-detail-dialog';
