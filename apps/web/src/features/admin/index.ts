// The admin feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { AdminDashboard } from './admin-dashboard';
export { AdminTabs } from './admin-tabs';
export { useEditRequestCounts } from './admin.api';
export { EditRequestsPanel } from './edit-request-list';
export { editRequestsHref, parseEditRequestStatus, parseHighlightId } from './edit-request-search';
export { adminStatusLabels } from './edit-request-status';
export { useReviewFlow } from './review-flow';
export { useLeaveIfRefused, useMayCallAdmin } from './use-admin-gate';
export { ReportList } from './report-list';
export { ResolveReportDialog } from './resolve-report-dialog';
