import type { AttendanceItem } from '@carddogam/contract/calls/attendance';
import type { AttendanceRow } from '../repositories/attendance';

/** A check-in as anyone sees it: the member's public fields only, never the IP it came from. */
export function presentAttendance(row: AttendanceRow): AttendanceItem {
  return {
    rank: row.rank,
    time: row.created.toISOString(),
    user: {
      user_id: row.userId,
      nickname: row.nickname,
      type: row.type,
      grade: row.grade,
      collection_show: row.collectionShow,
    },
    greeting: row.greeting,
    points: row.points,
    streak: row.streak,
  };
}
