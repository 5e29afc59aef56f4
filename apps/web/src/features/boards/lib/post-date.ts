import { formatDate } from '../../../lib/format';

/**
 * The 작성일 column of a list, as Korean boards write it (Gnuboard): the time for today's posts, the
 * month and day for this year's, and the full date before that. `created` is 'YYYY-MM-DD HH:mm' in
 * Korean time, as the server sends it.
 */
export function listDate(created: string, now: Date = new Date()): string {
  const today = formatDate(now);
  const day = created.slice(0, 10);
  if (day === today) return created.slice(11, 16);
  if (day.slice(0, 4) === today.slice(0, 4)) return day.slice(5);
  return day;
}
