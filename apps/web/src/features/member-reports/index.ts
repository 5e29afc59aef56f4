// 신고하기 for the places that show a member's writing (the user menu, messages, trade posts). The staff
// screen /admin/user/reported is loaded by the route table.
export { MemberReportButton } from './components/MemberReportButton';
export { MemberReportDialog } from './components/LazyMemberReportDialog';
export type { ReportSource } from './components/MemberReportDialog';
export { useCanReportMember } from './hooks/use-can-report';
export { memberReportKeys } from './api/keys';
