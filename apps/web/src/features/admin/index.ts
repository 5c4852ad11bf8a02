// The admin feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { AdminDashboard } from './admin-dashboard';
