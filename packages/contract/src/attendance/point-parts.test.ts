import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG } from '../messages';
import { attendanceActivities, ATTENDANCE_ACTIVITIES, ATTENDANCE_PER_IP_PER_DAY } from './point-parts';

describe('attendance point parts', () => {
  it('gives 출석 to everyone and a rank bonus to the first three only', () => {
    expect(attendanceActivities(1, 1)).toEqual(['출석', '1등']);
    expect(attendanceActivities(3, 2)).toEqual(['출석', '3등']);
    expect(attendanceActivities(4, 2)).toEqual(['출석']);
  });

  it('adds a streak bonus on every multiple of its period, several on a shared multiple', () => {
    expect(attendanceActivities(10, 6)).toEqual(['출석']);
    expect(attendanceActivities(10, 7)).toEqual(['출석', '7일 연속']);
    expect(attendanceActivities(10, 14)).toEqual(['출석', '7일 연속']);
    expect(attendanceActivities(10, 30)).toEqual(['출석', '30일 연속']);
    expect(attendanceActivities(2, 210)).toEqual(['출석', '2등', '7일 연속', '30일 연속']);
    expect(attendanceActivities(10, 365)).toEqual(['출석', '365일 연속']);
  });

  it('lists every activity the settings may hold, once', () => {
    expect(new Set(ATTENDANCE_ACTIVITIES).size).toBe(7);
  });

  it('states the per-IP cap the server applies', () => {
    expect(ATTENDANCE_MSG.ipLimit).toContain(`하루에 ${ATTENDANCE_PER_IP_PER_DAY}번까지만`);
  });
});
