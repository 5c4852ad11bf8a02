// The admin feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { AdminDashboard } from './admin-dashboard';
export { AdminEditRequestsView } from './edit-requests-view';
export { parseEditRequestStatus, parseHighlightId } from './edit-request-search';
export { AdminReportsView, parseReportStatus } from './reports-view';
