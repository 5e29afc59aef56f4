export { ReportButtons } from './ReportButtons';
export { InfoReportDialog } from './components/InfoReportDialog';
