// The card page's report buttons and dialogs (§2.5–§2.9); the staff queue opens the info dialog to read a report.
export { reportKeys } from './api/keys';
export { InfoReportDialog } from './components/InfoReportDialog';
export { ReportButtons } from './ReportButtons';
