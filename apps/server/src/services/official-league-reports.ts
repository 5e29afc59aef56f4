import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { insertMemberAlarm, insertStaffAlarm } from '../repositories/alarms';
import * as leagues from '../repositories/official-league';
import * as reports from '../repositories/official-league-reports';
import { findPointAmount } from '../repositories/points';
import type { Services } from './container';
import { assertEventHeld, resolveStandings, writeStandings } from './official-league-standings';
import { changePoints } from './points';

/**
 * Result reports (/admin/provide/official_league; decision 034): a member's standings paste is checked
 * like the staff paste but kept apart; only an approval writes it into the event. Points come from the
 * point settings (menu 제보, activity 대회 결과) when that setting exists, as the attendance points do.
 */

export const REPORT_POINT_MENU = '제보';
export const REPORT_POINT_ACTIVITY = '대회 결과';

const leagueLink = (id: number) => `/official_league/read?id=${id}`;

export async function insertReport(
  services: Services,
  user: SessionUser,
  p: { league_id?: number; event_text: string; standings_text: string },
): Promise<number> {
  if (p.league_id !== undefined) {
    const league = await leagues.findLeague(services.db, p.league_id);
    if (!league) throw notFound(M.leagueMissing, 'LEAGUE_NOT_FOUND');
    assertEventHeld(league);
  }
  // Refused now with the lines named, rather than at approval when the reporter has moved on.
  await resolveStandings(services.db, p.standings_text);
  return runInTransaction(services.db, async (tx) => {
    const id = await reports.insertReport(tx, {
      userId: user.userId,
      leagueId: p.league_id ?? null,
      eventText: p.event_text,
      standingsText: p.standings_text,
    });
    await insertStaffAlarm(tx, {
      kind: '대회 결과 제보',
      title: `${user.nickname}(${user.userId})님이 대회 결과를 제보했습니다.`,
      link: `/admin/provide/official_league?id=${id}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
    return id;
  });
}

async function waitingReport(services: Services, staff: SessionUser, id: number) {
  const report = await reports.findReport(services.db, id);
  if (!report) throw notFound(M.reportMissing, 'REPORT_NOT_FOUND');
  if (report.status !== '접수') throw conflict(M.alreadyDecided, 'ALREADY_DECIDED');
  // Nobody approves their own report and awards themselves its points.
  if (report.userId === staff.userId) throw forbidden(M.reportOwn, 'OWN_REPORT');
  return report;
}

/**
 * Writes the reported standings into the event (the report's, or the one staff name for a report of an
 * event that was not listed), marks the report approved, pays the points and tells the reporter, all in
 * one transaction.
 */
export async function approveReport(
  services: Services,
  staff: SessionUser,
  p: { id: number; league_id?: number; memo?: string },
): Promise<{ count: number; rewardPoint: number | null }> {
  const report = await waitingReport(services, staff, p.id);
  const leagueId = report.leagueId ?? p.league_id;
  if (leagueId === undefined) throw badRequest(M.leagueRequired, 'BAD_REQUEST');
  const standings = await resolveStandings(services.db, report.standingsText);
  return runInTransaction(services.db, async (tx) => {
    const league = await leagues.lockLeague(tx, leagueId);
    if (!league) throw notFound(M.leagueMissing, 'LEAGUE_NOT_FOUND');
    assertEventHeld(league);
    const amount = (await findPointAmount(tx, REPORT_POINT_MENU, REPORT_POINT_ACTIVITY)) ?? 0;
    const rewardPoint = amount !== 0 ? amount : null;
    const decided = await reports.markReportDecided(tx, report.id, {
      status: '승인',
      reviewedBy: staff.userId,
      rewardPoint,
      reviewMemo: p.memo ?? null,
      leagueId,
    });
    if (!decided) throw conflict(M.alreadyDecided, 'ALREADY_DECIDED');
    const count = await writeStandings(tx, league, standings);
    if (rewardPoint !== null) {
      await changePoints(tx, {
        userId: report.userId,
        menu: REPORT_POINT_MENU,
        activity: REPORT_POINT_ACTIVITY,
        amount: rewardPoint,
        title: league.name,
      });
    }
    await insertMemberAlarm(tx, report.userId, {
      kind: '제보 승인',
      title:
        M.reportAlarmApproved(league.name) +
        (rewardPoint !== null ? ` ${rewardPoint}P가 지급되었습니다.` : ''),
      content: p.memo ?? '',
      link: leagueLink(league.id),
      actorUserId: staff.userId,
      actorNickname: staff.nickname,
    });
    return { count, rewardPoint };
  });
}

export async function rejectReport(services: Services, staff: SessionUser, p: { id: number; memo?: string }) {
  const report = await waitingReport(services, staff, p.id);
  await runInTransaction(services.db, async (tx) => {
    const decided = await reports.markReportDecided(tx, report.id, {
      status: '거절',
      reviewedBy: staff.userId,
      rewardPoint: null,
      reviewMemo: p.memo ?? null,
    });
    if (!decided) throw conflict(M.alreadyDecided, 'ALREADY_DECIDED');
    await insertMemberAlarm(tx, report.userId, {
      kind: '제보 반려',
      title: M.reportAlarmRejected,
      content: p.memo ?? '',
      link: report.leagueId !== null ? leagueLink(report.leagueId) : null,
      actorUserId: staff.userId,
      actorNickname: staff.nickname,
    });
  });
}
