import { memberReportCalls as calls } from '@carddogam/contract/calls/member-report';
import { MEMBER_REPORT_MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { admin, member } from '../policies/roles';
import { presentMemberReport, presentReportedHead, presentReportedMember } from '../presenters/member-report';
import { findReportTarget, listMemberReports, listReportedMembers } from '../repositories/member-reports';
import { decideMemberReports, fileMemberReport } from '../services/member-reports';

/**
 * Member reports (decision 032): members report, 관리자 decide at /admin/user/reported with the other
 * member administration (bans go through the ban calls of routes/admin-users.ts).
 */
export function registerMemberReportRoutes(r: CallRouter): void {
  r.handle(calls.report, member, async (input, { services, user }) => ({
    id: await fileMemberReport(services.db, user!, input),
    message: MEMBER_REPORT_MSG.reported,
  }));

  r.handle(calls.reportedList, admin, async (p, { services }) => {
    const result = await listReportedMembers(services.db, p);
    return { total: result.total, items: result.rows.map(presentReportedMember) };
  });

  r.handle(calls.reports, admin, async ({ user_id, page, size }, { services }) => {
    const target = await findReportTarget(services.db, { userId: user_id });
    const result = await listMemberReports(services.db, target?.userId ?? user_id, { page, size });
    return {
      member: presentReportedHead(user_id, target),
      total: result.total,
      items: result.rows.map(presentMemberReport),
    };
  });

  r.handle(calls.decide, admin, async (input, { services, user }) => {
    const decided = await decideMemberReports(services.db, user!, input);
    return {
      decided,
      message: input.decision === '처리' ? MEMBER_REPORT_MSG.handled : MEMBER_REPORT_MSG.dismissed,
    };
  });
}
