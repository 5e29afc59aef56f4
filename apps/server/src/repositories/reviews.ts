import { and, eq, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { REVIEW_PAGE_SIZE, type Review, type ReviewSummary } from '@carddogam/contract/calls/reviews';
import { queryRows, type DbOrTx } from '../db/client';
import { cardReview } from '../db/schema/index';

export type ReviewRow = typeof cardReview.$inferSelect;
export type ReviewInsert = typeof cardReview.$inferInsert;

/**
 * The summary tiles (§2.14): each average over the reviews that checked that rating, the overall one over
 * both ratings together, to 2 decimals. A blinded review keeps its ratings (only its text is hidden).
 */
export async function reviewSummary(db: DbOrTx, cardId: string, nation: Nation): Promise<ReviewSummary> {
  const [row] = await queryRows<ReviewSummary>(
    db,
    sql`select
      coalesce(round(avg(rate_perform) filter (where rate_perform_check)::numeric, 2), 0)::float8 as perform_avg,
      count(*) filter (where rate_perform_check)::int as perform_count,
      coalesce(round(avg(rate_collect) filter (where rate_collect_check)::numeric, 2), 0)::float8 as collect_avg,
      count(*) filter (where rate_collect_check)::int as collect_count,
      coalesce(round(((coalesce(sum(rate_perform) filter (where rate_perform_check), 0)
        + coalesce(sum(rate_collect) filter (where rate_collect_check), 0))
        / nullif(count(*) filter (where rate_perform_check) + count(*) filter (where rate_collect_check), 0))::numeric, 2), 0)::float8
        as total_avg,
      count(*) filter (where rate_perform_check or rate_collect_check)::int as total_count
    from card_review where card_id = ${cardId} and text_nation = ${nation}`,
  );
  return row!;
}

/** One page of the reviews of a card edition, newest first, with the writers' current nicknames. */
export async function listReviews(
  db: DbOrTx,
  cardId: string,
  nation: Nation,
  page = 1,
): Promise<Array<Review & { content: string }>> {
  return queryRows(
    db,
    sql`select r.id, r.user_id, coalesce(u.nickname, '탈퇴한 회원') as nickname,
        to_char(r.created at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as created, r.status,
        r.rate_perform_check, r.rate_perform::float8 as rate_perform,
        r.rate_collect_check, r.rate_collect::float8 as rate_collect, r.content
      from card_review r left join users u on u.user_id = r.user_id
      where r.card_id = ${cardId} and r.text_nation = ${nation}
      order by r.created desc, r.id desc
      limit ${REVIEW_PAGE_SIZE} offset ${(page - 1) * REVIEW_PAGE_SIZE}`,
  );
}

export async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(cardReview).where(eq(cardReview.id, id)).limit(1);
  return row;
}

export async function findOwnReview(
  db: DbOrTx,
  userId: string,
  cardId: string,
  nation: Nation,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(cardReview)
    .where(
      and(eq(cardReview.userId, userId), eq(cardReview.cardId, cardId), eq(cardReview.textNation, nation)),
    )
    .limit(1);
  return row;
}

export async function insertReview(db: DbOrTx, values: ReviewInsert): Promise<ReviewRow> {
  const [row] = await db.insert(cardReview).values(values).returning();
  return row!;
}

export async function updateReview(db: DbOrTx, id: number, values: Partial<ReviewInsert>): Promise<void> {
  await db.update(cardReview).set(values).where(eq(cardReview.id, id));
}

export async function deleteReview(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.delete(cardReview).where(eq(cardReview.id, id)).returning();
  return row;
}
