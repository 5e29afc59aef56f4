import { PROVIDE_MSG, provideCalls as calls, type ReportKind } from '@carddogam/contract/calls/provide';
import type { CallRouter } from '../http/call-router';
import { notFound } from '../errors';
import { canReadInfoReport, enforce } from '../policies/permissions';
import { loggedIn, member, staff } from '../policies/roles';
import { listAlarms, markAlarmsRead, STAFF_READER } from '../repositories/alarms';
import { findInfoReport, listQueue } from '../repositories/provide';
import {
  presentBugItem,
  presentImageItem,
  presentInfoReport,
  presentStaffAlarm,
} from '../presenters/provide';
import { approveReport, rejectReport, reportImage, reportInfo } from '../services/provide';
import { listInfoQueue } from '../services/provide-queue';

/**
 * §7.7 image and info reports (members; decision 017) and the staff review queue of all three kinds:
 * lists, approve and reject (policy `staff`; the finer §6 rules are in services/provide), and the staff
 * alarms of /admin/main/alarm.
 */
export function registerProvideRoutes(r: CallRouter): void {
  r.handle(calls.imageInsert, member, async (input, { services, user }) => {
    await reportImage(services, user!, input);
    return { affectedRows: 1 };
  });
  r.handle(calls.infoInsert, member, async (input, { services, user }) => ({
    insertId: await reportInfo(services, user!, input),
  }));
  r.handle(calls.infoRead, loggedIn, async ({ provide_id }, { services, user }) => {
    const row = await findInfoReport(services.db, provide_id);
    if (!row) throw notFound(PROVIDE_MSG.reportMissing, 'REPORT_NOT_FOUND');
    enforce(canReadInfoReport(user, row.userId));
    return presentInfoReport(row);
  });

  r.handle(calls.imageList, staff, async ({ status, page, size }, { services }) => {
    const { total, rows } = await listQueue(services.db, 'image', status, { page, size });
    return { total, items: rows.map(presentImageItem) };
  });
  r.handle(calls.bugList, staff, async ({ status, page, size }, { services }) => {
    const { total, rows } = await listQueue(services.db, 'bug', status, { page, size });
    return { total, items: rows.map(presentBugItem) };
  });
  r.handle(calls.infoList, staff, ({ status, page, size }, { services }) =>
    listInfoQueue(services.db, status, { page, size }),
  );

  const decisions: Array<[ReportKind, typeof calls.imageApprove, typeof calls.imageReject]> = [
    ['image', calls.imageApprove, calls.imageReject],
    ['info', calls.infoApprove, calls.infoReject],
    ['bug', calls.bugApprove, calls.bugReject],
  ];
  for (const [kind, approve, reject] of decisions) {
    r.handle(approve, staff, async (input, { services, user }) => {
      await approveReport(services, user!, kind, input);
      return { status: 'approved' as const, message: PROVIDE_MSG.approved };
    });
    r.handle(reject, staff, async (input, { services, user }) => {
      await rejectReport(services, user!, kind, input);
      return { status: 'rejected' as const, message: PROVIDE_MSG.rejected };
    });
  }

  r.handle(calls.staffAlarmList, staff, async ({ page, size }, { services }) => {
    const result = await listAlarms(services.db, STAFF_READER, { page, size });
    return { total: result.total, unread: result.unread, items: result.rows.map(presentStaffAlarm) };
  });
  r.handle(calls.staffAlarmRead, staff, async ({ id }, { services }) => ({
    updated: await markAlarmsRead(services.db, STAFF_READER, id),
  }));
}
