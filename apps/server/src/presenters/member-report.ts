import type { z } from 'zod';
import type {
  memberReportItem,
  reportedMember,
  reportedMemberHead,
} from '@carddogam/contract/calls/member-report';
import { isUserType } from '@carddogam/contract/users';
import type { MemberReportWithReporter, ReportedMemberRow } from '../repositories/member-reports';
import type { UserRow } from '../repositories/users';

const typeOf = (type: string | null | undefined) => (type && isUserType(type) ? type : null);

export function presentReportedMember(row: ReportedMemberRow): z.infer<typeof reportedMember> {
  return { ...row, type: typeOf(row.type), reasons: row.reasons ?? [] };
}

/** The reported member heading the detail view; an account that is gone keeps its id. */
export function presentReportedHead(
  userId: string,
  user: UserRow | undefined,
): z.infer<typeof reportedMemberHead> {
  return {
    user_id: user?.userId ?? userId,
    nickname: user?.nickname ?? userId,
    type: typeOf(user?.type),
    ban_until: user?.banUntil?.toISOString() ?? null,
  };
}

/** A trade post can still be opened; a message is private, so staff read the copy kept in the report. */
function evidenceLink(row: MemberReportWithReporter): string | null {
  return row.sourceKind === 'trade_post' && row.sourceId !== null
    ? `/trade/post/read?id=${row.sourceId}`
    : null;
}

export function presentMemberReport(row: MemberReportWithReporter): z.infer<typeof memberReportItem> {
  return {
    id: row.id,
    reporter: { user_id: row.reporterUserId, nickname: row.reporterNickname ?? row.reporterUserId },
    reason: row.reason,
    detail: row.detail,
    source: row.sourceKind,
    source_id: row.sourceId,
    evidence: row.evidence,
    link: evidenceLink(row),
    status: row.status,
    handled_by: row.handledBy,
    handled_at: row.handledAt?.toISOString() ?? null,
    created: row.created.toISOString(),
  };
}
