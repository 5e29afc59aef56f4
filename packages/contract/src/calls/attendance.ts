import { z } from 'zod';
import { defineCall, paging } from '../call';
import { ATTENDANCE_MSG } from '../messages';

/** The daily attendance check (/day_check; decision 033). Days are Korean calendar days, 'YYYY-MM-DD'. */

export const ATTENDANCE_GREETING_MAX = 100;

/**
 * The greeting (인사말): one line of plain text, 1–100 characters counted as people count them (an emoji
 * is one). Runs of spaces and line breaks become one space, so every greeting fits the list's one line.
 */
export const attendanceGreeting = z
  .string({ error: ATTENDANCE_MSG.greetingRequired })
  .trim()
  .min(1, ATTENDANCE_MSG.greetingRequired)
  .refine((text) => Array.from(text).length <= ATTENDANCE_GREETING_MAX, ATTENDANCE_MSG.greetingTooLong)
  .transform((text) => text.replace(/\s+/g, ' '));

const seoulDate = z.string();

/** A member on the list: enough for the §3 badge and the §2.21 user menu. */
export const attendanceMember = z.object({
  user_id: z.string(),
  nickname: z.string(),
  type: z.string(),
  grade: z.number(),
  collection_show: z.boolean(),
});

export const attendanceItem = z.object({
  /** 등수: 1 for the day's first check-in. */
  rank: z.number(),
  /** When the member checked in (ISO); screens show it in Korean time. */
  time: z.string(),
  user: attendanceMember,
  greeting: z.string(),
  /** What this check-in earned in all (the ledger has a row per part). */
  points: z.number(),
  /** 연속 N일째. */
  streak: z.number(),
});
export type AttendanceItem = z.infer<typeof attendanceItem>;

/** One part of what a check-in earned: an activity of the point settings' menu '출석체크'. */
export const attendancePart = z.object({ activity: z.string(), amount: z.number() });

export const attendanceCalls = {
  /**
   * The month's calendar: the days the caller checked in (none for a guest), today's date, whether the
   * caller checked in today and their current streak (0 once a day was missed). Without year and month,
   * the current month.
   */
  month: defineCall(
    '/api/day_check/month',
    z.object({
      year: z.coerce.number().int().min(2000).max(2100).optional(),
      month: z.coerce.number().int().min(1).max(12).optional(),
    }),
    z.object({
      year: z.number(),
      month: z.number(),
      today: seoulDate,
      days: z.array(seoulDate),
      checked_today: z.boolean(),
      streak: z.number(),
      /** The caller's own row of today, for the line that replaces the form once checked in. */
      mine: attendanceItem.nullable(),
    }),
  ),
  /** Today's check-ins by rank, 1등 first. */
  today: defineCall(
    '/api/day_check/today',
    z.object({ ...paging }),
    z.object({ day: seoulDate, total: z.number(), items: z.array(attendanceItem) }),
  ),
  /** Checks the caller in for today with a greeting; members who are not banned only. */
  insert: defineCall(
    '/api/day_check/insert',
    z.object({ greeting: attendanceGreeting }),
    z.object({
      day: seoulDate,
      rank: z.number(),
      streak: z.number(),
      points: z.number(),
      parts: z.array(attendancePart),
      message: z.string(),
    }),
  ),
};
