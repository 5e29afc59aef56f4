import {
  ATTENDANCE_ACTIVITIES,
  ATTENDANCE_BASE,
  ATTENDANCE_MENU,
  ATTENDANCE_RANK_BONUSES,
  ATTENDANCE_STREAK_BONUSES,
} from '@carddogam/contract/attendance/point-parts';

export interface PointSetting {
  menu: string;
  activity: string;
  amount: number;
}

export interface AttendancePointRow {
  activity: string;
  /** When the activity is earned, in words. */
  when: string;
  amount: number;
}

const WHEN = new Map<string, string>([
  [ATTENDANCE_BASE, '출석할 때마다'],
  ...ATTENDANCE_RANK_BONUSES.map((activity, i): [string, string] => [activity, `그날 ${i + 1}번째로 출석`]),
  ...ATTENDANCE_STREAK_BONUSES.map(({ activity, every }): [string, string] => [
    activity,
    `연속 출석 ${every}일째마다`,
  ]),
]);

/**
 * The rows of the points table: the settings of the menu '출석체크' that earn something, in the order of the
 * rules (출석, the ranks, the streaks). The amounts are the settings' own, so the table follows staff edits.
 */
export function attendancePointRows(settings: readonly PointSetting[]): AttendancePointRow[] {
  return ATTENDANCE_ACTIVITIES.flatMap((activity) => {
    const setting = settings.find((s) => s.menu === ATTENDANCE_MENU && s.activity === activity);
    return setting && setting.amount > 0
      ? [{ activity, when: WHEN.get(activity) ?? activity, amount: setting.amount }]
      : [];
  });
}
