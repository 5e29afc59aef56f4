/**
 * The member grade rule (§3 grade: 0 = new, levels 1–12; decision 037). A member's activity score is the
 * points they have earned (the sum of their positive point records) plus ACTIVITY_WEIGHT for each board
 * post, card review and trade post they have standing. Their grade is the number of thresholds below that
 * the score reaches: a score of 0 stays at grade 0 (신규), any activity at all makes level 1, and level 12
 * needs GRADE_THRESHOLDS[11]. The server recomputes every member's grade from this table on a schedule.
 */

/** What one post, review or trade post adds to the score, on top of the points it earned. */
export const ACTIVITY_WEIGHT = 10;

/** The least score of each level, level 1 first (index 0) to level 12 (index 11). */
export const GRADE_THRESHOLDS: readonly number[] = [
  1, 100, 300, 600, 1_000, 1_600, 2_500, 4_000, 6_000, 9_000, 13_000, 20_000,
];

export const MAX_GRADE = GRADE_THRESHOLDS.length;

export interface MemberActivity {
  pointsEarned: number;
  boardPosts: number;
  reviews: number;
  tradePosts: number;
}

export function activityScore(a: MemberActivity): number {
  return a.pointsEarned + ACTIVITY_WEIGHT * (a.boardPosts + a.reviews + a.tradePosts);
}

/** The grade a score earns: how many thresholds it reaches (0–12). */
export function gradeForScore(score: number): number {
  return GRADE_THRESHOLDS.filter((least) => score >= least).length;
}
