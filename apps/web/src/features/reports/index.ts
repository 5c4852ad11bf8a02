// The reports feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { ReportDialog, ReportForm } from './report-dialog';
