import { describe, expect, it } from 'vitest';
import { attendancePointRows } from './point-rows';

const setting = (menu: string, activity: string, amount: number) => ({ menu, activity, amount });

describe('attendance point rows', () => {
  it('lists the attendance settings that earn something, in the order of the rules', () => {
    const rows = attendancePointRows([
      setting('출석체크', '7일 연속', 50),
      setting('리뷰', '작성', 5),
      setting('출석체크', '2등', 20),
      setting('출석체크', '출석', 15),
      setting('출석체크', '3등', 0),
      setting('출석체크', '오타', 99),
    ]);
    expect(rows).toEqual([
      { activity: '출석', when: '출석할 때마다', amount: 15 },
      { activity: '2등', when: '그날 2번째로 출석', amount: 20 },
      { activity: '7일 연속', when: '연속 출석 7일째마다', amount: 50 },
    ]);
  });

  it('is empty without settings', () => {
    expect(attendancePointRows([])).toEqual([]);
  });
});
