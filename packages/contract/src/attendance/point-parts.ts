/**
 * Which activities of the point settings a check-in earns (decision 033). The amounts live in the point
 * settings (menu '출석체크'), so staff change them without a release; an activity without a setting earns
 * nothing. Both the server (awarding) and the web app (the points table of /day_check) read this.
 */

export const ATTENDANCE_MENU = '출석체크';

/** Every check-in. */
export const ATTENDANCE_BASE = '출석';

/** The first three of the day, by rank. */
export const ATTENDANCE_RANK_BONUSES = ['1등', '2등', '3등'] as const;

/** On the day a streak reaches a multiple of `every` days. */
export const ATTENDANCE_STREAK_BONUSES = [
  { every: 7, activity: '7일 연속' },
  { every: 30, activity: '30일 연속' },
  { every: 365, activity: '365일 연속' },
] as const;

/** At most this many check-ins per IP address and day: point gifts were farmed with many accounts. */
export const ATTENDANCE_PER_IP_PER_DAY = 3;

/** Every activity of the menu, in the order the points table lists them. */
export const ATTENDANCE_ACTIVITIES: readonly string[] = [
  ATTENDANCE_BASE,
  ...ATTENDANCE_RANK_BONUSES,
  ...ATTENDANCE_STREAK_BONUSES.map((bonus) => bonus.activity),
];

/**
 * The activities a check-in of this rank and streak earns, one ledger row each: 출석 always, 1등–3등 for
 * the first three, and every streak bonus whose period the streak is a multiple of (day 210 earns both
 * 7일 연속 and 30일 연속).
 */
export function attendanceActivities(rank: number, streak: number): string[] {
  const activities: string[] = [ATTENDANCE_BASE];
  const rankBonus = ATTENDANCE_RANK_BONUSES[rank - 1];
  if (rankBonus) activities.push(rankBonus);
  for (const bonus of ATTENDANCE_STREAK_BONUSES) {
    if (streak > 0 && streak % bonus.every === 0) activities.push(bonus.activity);
  }
  return activities;
}
