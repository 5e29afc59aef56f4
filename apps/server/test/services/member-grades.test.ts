import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { activityScore, gradeForScore, GRADE_THRESHOLDS } from '@carddogam/contract/member-grades';
import { cardReview, pointRecord, tradePost, users } from '../../src/db/schema/index';
import { recomputeMemberGrades } from '../../src/services/member-grades';
import { createTestApp, type TestApp } from '../helpers/app';
import { createBoard, insertBoardPost } from '../helpers/boards';
import { createMember } from '../helpers/members';

/** Activity of a generated member: every number a small multiple so that many levels are reached. */
interface Plan {
  earned: number[];
  spent: number;
  posts: number;
  reviews: number;
  trades: number;
}

describe('member grades', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the rule: no activity is 신규 (0), any activity level 1, the last threshold level 12', () => {
    expect(gradeForScore(0)).toBe(0);
    expect(gradeForScore(1)).toBe(1);
    expect(gradeForScore(GRADE_THRESHOLDS[1]! - 1)).toBe(1);
    expect(gradeForScore(GRADE_THRESHOLDS[1]!)).toBe(2);
    expect(gradeForScore(GRADE_THRESHOLDS[11]!)).toBe(12);
    expect(gradeForScore(10 ** 9)).toBe(12);
  });

  it('recomputes every generated member to the grade of the rule, in one statement', async () => {
    const db = t.services.db;
    const boardId = await createBoard(db, { group: '등급시험', name: '등급게시판' });
    // A seeded pseudo-random spread: the same members every run.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const plans: Plan[] = Array.from({ length: 24 }, (_, i) => ({
      earned: i === 0 ? [] : Array.from({ length: next(4) }, () => [5, 50, 400, 3000][next(4)]!),
      spent: next(2) ? 200 : 0,
      posts: i === 0 ? 0 : next(4),
      reviews: i === 0 ? 0 : next(3),
      trades: i === 0 ? 0 : next(3),
    }));
    const members = [];
    for (const [i, plan] of plans.entries()) {
      const member = await createMember(t);
      members.push(member);
      const ledger = [
        ...plan.earned.map((amount) => ({ amount, activity: '적립' })),
        ...(plan.spent ? [{ amount: -plan.spent, activity: '사용' }] : []),
      ];
      if (ledger.length) {
        await db
          .insert(pointRecord)
          .values(
            ledger.map((l) => ({
              userId: member.userId,
              menu: '시험',
              activity: l.activity,
              amount: l.amount,
            })),
          );
      }
      for (let p = 0; p < plan.posts; p += 1) {
        await insertBoardPost(db, { boardId, userId: member.userId, title: `글 ${i}-${p}` });
      }
      for (let r = 0; r < plan.reviews; r += 1) {
        await db
          .insert(cardReview)
          .values({ cardId: `grade-card-${r}`, textNation: 'kr', userId: member.userId });
      }
      for (let s = 0; s < plan.trades; s += 1) {
        await db.insert(tradePost).values({ userId: member.userId, title: `판매 ${i}-${s}` });
      }
    }
    // A stale grade is corrected downwards too.
    await db
      .update(users)
      .set({ grade: 9 })
      .where(inArray(users.userId, [members[0]!.userId]));

    await recomputeMemberGrades(db);

    const expected = plans.map((plan) =>
      gradeForScore(
        activityScore({
          pointsEarned: plan.earned.reduce((a, b) => a + b, 0),
          boardPosts: plan.posts,
          reviews: plan.reviews,
          tradePosts: plan.trades,
        }),
      ),
    );
    const rows = await db
      .select({ userId: users.userId, grade: users.grade })
      .from(users)
      .where(
        inArray(
          users.userId,
          members.map((m) => m.userId),
        ),
      );
    const byId = new Map(rows.map((r) => [r.userId, r.grade]));
    expect(members.map((m) => byId.get(m.userId))).toEqual(expected);
    expect(expected[0]).toBe(0);
    expect(new Set(expected).size).toBeGreaterThan(3);

    // Nothing changed since: a second run writes no row.
    expect(await recomputeMemberGrades(db)).toBe(0);
  });
});
