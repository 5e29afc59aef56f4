import {
  attendanceActivities,
  ATTENDANCE_MENU,
  ATTENDANCE_PER_IP_PER_DAY,
} from '@carddogam/contract/attendance/point-parts';
import { ATTENDANCE_MSG } from '@carddogam/contract/messages';
import type { DbOrTx, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, conflict } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as repo from '../repositories/attendance';
import { findPointAmount } from '../repositories/points';
import type { Services } from './container';
import { changePoints } from './points';

export interface CheckIn {
  greeting: string;
  ip: string;
}

export interface PointPart {
  activity: string;
  amount: number;
}

export interface CheckInResult {
  day: string;
  rank: number;
  streak: number;
  points: number;
  parts: PointPart[];
}

const alreadyCheckedIn = () => conflict(ATTENDANCE_MSG.alreadyCheckedIn, 'ALREADY_CHECKED_IN');

/**
 * Checks a member in for the Korean calendar day of `now` (decision 033), in one transaction: the day's
 * counter row is locked first, so the day's check-ins pass one at a time; then the refusals (already in
 * today, the per-IP cap), which roll back with nothing written; then the rank (the counter's new value),
 * the streak (yesterday's + 1, else 1), the row and a ledger row per part of the points. Locks are taken
 * in one order — the day row, then the member's row (the balance) — so concurrent check-ins never deadlock.
 */
export async function checkIn(
  services: Pick<Services, 'db'>,
  user: SessionUser,
  input: CheckIn,
  now: Date = new Date(),
): Promise<CheckInResult> {
  try {
    return await runInTransaction(services.db, async (tx) => {
      const { today, yesterday } = await repo.seoulDaysAt(tx, now);
      await repo.lockDay(tx, today);
      if (await repo.hasCheckedIn(tx, user.userId, today)) throw alreadyCheckedIn();
      if ((await repo.countCheckInsFromIp(tx, today, input.ip)) >= ATTENDANCE_PER_IP_PER_DAY) {
        throw new AppError(429, 'ATTENDANCE_IP_LIMIT', ATTENDANCE_MSG.ipLimit);
      }
      const streak = (await repo.streakOn(tx, user.userId, yesterday)) + 1;
      const rank = await repo.takeRank(tx, today);
      const parts = await pointParts(tx, rank, streak);
      const points = parts.reduce((sum, part) => sum + part.amount, 0);
      await repo.insertAttendance(tx, {
        userId: user.userId,
        day: today,
        greeting: input.greeting,
        rank,
        streak,
        points,
        ip: input.ip,
        created: now,
      });
      const title = `${today} 출석 (${rank}등, 연속 ${streak}일째)`;
      for (const part of parts) {
        await changePoints(tx, { userId: user.userId, menu: ATTENDANCE_MENU, ...part, title });
      }
      return { day: today, rank, streak, points, parts };
    });
  } catch (err) {
    // The day lock makes this unreachable; the unique (user_id, day) index stays the last word all the same.
    if (isUniqueViolation(err)) throw alreadyCheckedIn();
    throw err;
  }
}

/** The amounts the point settings give now for each part earned; parts without a setting (or at 0) are left out. */
async function pointParts(tx: Tx, rank: number, streak: number): Promise<PointPart[]> {
  const parts: PointPart[] = [];
  for (const activity of attendanceActivities(rank, streak)) {
    const amount = await findPointAmount(tx, ATTENDANCE_MENU, activity);
    if (amount !== undefined && amount !== 0) parts.push({ activity, amount });
  }
  return parts;
}

export interface MonthView {
  year: number;
  month: number;
  today: string;
  days: string[];
  checkedToday: boolean;
  streak: number;
  mine: repo.AttendanceRow | null;
}

/**
 * A month of the member's calendar (the current month unless both year and month are given), with today
 * and their current streak: today's when checked in, else yesterday's (still alive until today ends).
 */
export async function readMonth(
  db: DbOrTx,
  userId: string | null,
  wanted: { year?: number; month?: number },
  now: Date = new Date(),
): Promise<MonthView> {
  const days = await repo.seoulDaysAt(db, now);
  const both = wanted.year !== undefined && wanted.month !== undefined;
  const year = both ? wanted.year! : days.year;
  const month = both ? wanted.month! : days.month;
  const view = { year, month, today: days.today };
  if (userId === null) return { ...view, days: [], checkedToday: false, streak: 0, mine: null };
  const [checked, mine, yesterdayStreak] = await Promise.all([
    repo.checkedDaysOfMonth(db, userId, year, month),
    repo.findOwnRow(db, userId, days.today),
    repo.streakOn(db, userId, days.yesterday),
  ]);
  return {
    ...view,
    days: checked,
    checkedToday: mine !== undefined,
    streak: mine?.streak ?? yesterdayStreak,
    mine: mine ?? null,
  };
}

/** One page of today's check-ins, 1등 first. */
export async function readToday(
  db: DbOrTx,
  page: { page: number; size: number },
  now: Date = new Date(),
): Promise<{ day: string; total: number; rows: repo.AttendanceRow[] }> {
  const { today } = await repo.seoulDaysAt(db, now);
  return { day: today, ...(await repo.listDay(db, today, page)) };
}
