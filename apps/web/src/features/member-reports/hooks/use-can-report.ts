import { useSession } from '../../../lib/session';
import { canReportMember, type ReportedMemberRef } from '../lib/can-report';

/** Whether the logged-in member may report this member (hidden for guests, banned members and oneself). */
export function useCanReportMember(member: ReportedMemberRef): boolean {
  return canReportMember(useSession().user, member);
}
