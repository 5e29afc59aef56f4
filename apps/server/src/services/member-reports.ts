import type { z } from 'zod';
import type { MemberReportDecision, memberReportInput } from '@carddogam/contract/calls/member-report';
import { MEMBER_REPORT_MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { canReportMember } from '../policies/member-reports';
import { enforce } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { insertMemberAlarm, insertStaffAlarm } from '../repositories/alarms';
import * as reports from '../repositories/member-reports';

type ReportInput = z.output<typeof memberReportInput>;

/** Where staff open a member's reports; the staff alarm links here. */
export const reportedMemberLink = (userId: string) =>
  `/admin/user/reported?user_id=${encodeURIComponent(userId)}`;

/**
 * Files a report with its staff alarm in one transaction (decision 032). A report about a message needs the
 * reporter to be its recipient and the reported member its sender; one about a trade post, the post to be
 * the reported member's. The message's or post's text is copied into the report, since either may be
 * deleted before staff look.
 */
export async function fileMemberReport(db: Db, reporter: SessionUser, input: ReportInput): Promise<number> {
  const target = await reports.findReportTarget(db, { userId: input.user_id, nickname: input.nickname });
  if (!target) throw notFound(MEMBER_REPORT_MSG.targetMissing, 'USER_NOT_FOUND');
  enforce(canReportMember(reporter, target));
  const source = input.source;
  const sourceId = source === 'user' ? null : (input.source_id ?? null);
  const evidence = await evidenceOf(db, reporter.userId, target.userId, source, sourceId);

  return runInTransaction(db, async (tx) => {
    const id = await reports.insertMemberReport(tx, {
      reporterUserId: reporter.userId,
      reportedUserId: target.userId,
      reason: input.reason,
      detail: input.detail,
      sourceKind: source,
      sourceId,
      evidence,
    });
    if (id === null) throw conflict(MEMBER_REPORT_MSG.duplicate, 'ALREADY_REPORTED');
    await insertStaffAlarm(tx, {
      kind: '회원 신고',
      title: `${reporter.nickname}님이 ${target.nickname}님을 신고했습니다 (${input.reason})`,
      content: input.detail.slice(0, 200),
      link: reportedMemberLink(target.userId),
      actorUserId: reporter.userId,
      actorNickname: reporter.nickname,
    });
    return id;
  });
}

async function evidenceOf(
  db: Db,
  reporterId: string,
  reportedId: string,
  source: 'user' | 'message' | 'trade_post',
  sourceId: number | null,
): Promise<string> {
  if (source === 'user') return '';
  if (sourceId === null) throw badRequest(MEMBER_REPORT_MSG.sourceIdRequired);
  if (source === 'message') {
    const row = await reports.findMessageForReport(db, sourceId);
    // Someone else's message is answered like a missing one: its existence is not the reporter's business.
    if (!row || row.toUserId !== reporterId)
      throw notFound(MEMBER_REPORT_MSG.messageMissing, 'REPORT_SOURCE_NOT_FOUND');
    if (row.fromUserId !== reportedId)
      throw badRequest(MEMBER_REPORT_MSG.messageNotFromMember, 'REPORT_SOURCE_MISMATCH');
    return row.content;
  }
  const post = await reports.findTradePostForReport(db, sourceId);
  if (!post) throw notFound(MEMBER_REPORT_MSG.postMissing, 'REPORT_SOURCE_NOT_FOUND');
  if (post.userId !== reportedId)
    throw badRequest(MEMBER_REPORT_MSG.postNotByMember, 'REPORT_SOURCE_MISMATCH');
  return `${post.title}\n\n${post.content}`.trim();
}

const OUTCOME: Record<MemberReportDecision, string> = {
  처리: '신고하신 내용을 확인하고 조치했습니다. 건전한 커뮤니티를 위해 신고해주셔서 감사합니다.',
  기각: '신고하신 내용을 검토했으나 운영정책 위반으로 보기 어려워 기각되었습니다.',
};

/**
 * Decides waiting reports of one member and tells each reporter the outcome, in one transaction. Only the
 * rows this call changed are answered for, so a report decided by two staff at once alarms its reporter
 * once; nothing left to decide is a 409.
 */
export async function decideMemberReports(
  db: Db,
  by: SessionUser,
  input: { user_id: string; decision: MemberReportDecision; ids?: number[] },
): Promise<number> {
  const target = await reports.findReportTarget(db, { userId: input.user_id });
  const nickname = target?.nickname ?? input.user_id;
  return runInTransaction(db, async (tx) => {
    const decided = await reports.decideWaitingReports(tx, {
      reportedUserId: target?.userId ?? input.user_id,
      ids: input.ids,
      decision: input.decision,
      by: by.userId,
    });
    if (decided.length === 0) throw new AppError(409, 'ALREADY_DECIDED', MEMBER_REPORT_MSG.alreadyDecided);
    const reporters = new Map<string, string[]>();
    for (const row of decided)
      reporters.set(row.reporterUserId, [...(reporters.get(row.reporterUserId) ?? []), row.reason]);
    for (const [reporterId, reasons] of reporters) {
      await insertMemberAlarm(tx, reporterId, {
        kind: '신고 처리',
        title: `${nickname}님에 대한 신고가 ${input.decision}되었습니다.`,
        content: `신고 사유: ${[...new Set(reasons)].join(', ')}\n${OUTCOME[input.decision]}`,
        link: null,
      });
    }
    return decided.length;
  });
}
