// The notifications feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { bellLabel, useBellBadgeCount } from './bell-badge';
