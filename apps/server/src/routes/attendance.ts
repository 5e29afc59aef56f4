import { attendanceCalls as calls } from '@carddogam/contract/calls/attendance';
import { attendanceDoneText } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { anyone, member } from '../policies/roles';
import { presentAttendance } from '../presenters/attendance';
import { checkIn, readMonth, readToday } from '../services/attendance';

/**
 * The daily attendance check (/day_check; decision 033). Anyone reads the calendar and today's list (a
 * guest's calendar marks no days); checking in needs a member who is not banned (§6).
 */
export function registerAttendanceRoutes(r: CallRouter): void {
  r.handle(calls.month, anyone, async ({ year, month }, { services, user }) => {
    const view = await readMonth(services.db, user?.userId ?? null, { year, month });
    return {
      year: view.year,
      month: view.month,
      today: view.today,
      days: view.days,
      checked_today: view.checkedToday,
      streak: view.streak,
      mine: view.mine ? presentAttendance(view.mine) : null,
    };
  });

  r.handle(calls.today, anyone, async ({ page, size }, { services }) => {
    const { day, total, rows } = await readToday(services.db, { page, size });
    return { day, total, items: rows.map(presentAttendance) };
  });

  r.handle(calls.insert, member, async ({ greeting }, { services, user, ip }) => {
    const result = await checkIn(services, user!, { greeting, ip });
    return { ...result, message: attendanceDoneText(result.points) };
  });
}
