import type { z } from 'zod';
import { REPORT_ALARM, type reportCalls } from '@carddogam/contract/calls/reports';
import { MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { cardExists } from '../repositories/cards';
import { insertStaffAlarm } from '../repositories/alarms';
import { insertBugReport } from '../repositories/reports';

type BugReportInput = z.output<(typeof reportCalls.bugInsert)['params']>;

/**
 * Files an information error report (§2.8) for the logged-in member and raises the '제보 - 오류' staff
 * alarm with it, in one transaction: staff never see an alarm without its report, or the reverse.
 */
export async function reportBug(db: Db, user: SessionUser, input: BugReportInput): Promise<number> {
  if (!(await cardExists(db, input.card_id))) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
  return db.transaction(async (tx) => {
    const id = await insertBugReport(tx, {
      userId: user.userId,
      cardId: input.card_id,
      cardNation: input.card_nation,
      category: input.category,
      content: input.content,
    });
    await insertStaffAlarm(tx, {
      kind: REPORT_ALARM.bug,
      title: `${user.nickname}(${user.userId})님이 정보오류를 제보했습니다 [${input.category}]`,
      content: input.content,
      link: `/admin/provide/bug?id=${id}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
    return id;
  });
}
