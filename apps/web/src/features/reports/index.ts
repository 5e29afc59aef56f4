export { ReportButtons } from './ReportButtons';
