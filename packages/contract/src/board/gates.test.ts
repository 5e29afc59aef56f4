import { describe, expect, it } from 'vitest';
import { OPEN_BOARD_GATES, STAFF_WRITE_GATES, passesGate, reportWeight, type BoardGate } from './gates';

describe('board gates', () => {
  const graded: BoardGate = { guest: false, types: ['사용자', '테스터', '매니저'], min_grade: 5 };

  it('admits guests only where the gate says so', () => {
    expect(passesGate(OPEN_BOARD_GATES.read, null)).toBe(true);
    expect(passesGate(OPEN_BOARD_GATES.write, null)).toBe(false);
  });

  it('compares the grade of members but not of staff, and always admits a 관리자', () => {
    expect(passesGate(graded, { type: '사용자', grade: 4 })).toBe(false);
    expect(passesGate(graded, { type: '사용자', grade: 5 })).toBe(true);
    expect(passesGate(graded, { type: '매니저', grade: 0 })).toBe(true);
    expect(passesGate(graded, { type: '운영진', grade: 12 })).toBe(false);
    expect(passesGate(graded, { type: '관리자', grade: 0 })).toBe(true);
  });

  it('keeps members and banned members out of staff-written boards', () => {
    expect(passesGate(STAFF_WRITE_GATES.write, { type: '사용자', grade: 12 })).toBe(false);
    expect(passesGate(STAFF_WRITE_GATES.write, { type: '운영진', grade: 0 })).toBe(true);
    expect(passesGate(OPEN_BOARD_GATES.write, { type: '밴 유저', grade: 3 })).toBe(false);
    expect(passesGate(OPEN_BOARD_GATES.read, { type: '밴 유저', grade: 3 })).toBe(true);
  });

  it('weighs reports by grade, moderators the most', () => {
    expect([0, 4, 5, 9, 10, 12].map((g) => reportWeight('사용자', g))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(reportWeight('운영진', 0)).toBe(3);
  });
});
