import { and, eq, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { REVIEW_PAGE_SIZE, type Review, type ReviewSummary } from '@carddogam/contract/calls/reviews';
import { queryRows, type DbOrTx } from '../db/client';
import { cardReview } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

export type ReviewRow = typeof cardReview.$inferSelect;
export type ReviewInsert = typeof cardReview.$inferInsert;

/**
 * The summary tiles (§2.14), read from the ranking summary that every review write keeps current
 * (decision 013): each average over the reviews that checked that rating, the overall one over both
 * ratings together, to 2 decimals. A blinded review keeps its ratings (only its text is hidden).
 */
export async function reviewSummary(db: DbOrTx, cardId: string, nation: Nation): Promise<ReviewSummary> {
  const [row] = await queryRows<ReviewSummary>(
    db,
    sql`select round(perform_avg::numeric, 2)::float8 as perform_avg, perform_count,
        round(collect_avg::numeric, 2)::float8 as collect_avg, collect_count,
        round(total_avg::numeric, 2)::float8 as total_avg, total_count
      from card_rank_stats where card_id = ${cardId} and nation = ${nation}`,
  );
  return (
    row ?? {
      perform_avg: 0,
      perform_count: 0,
      collect_avg: 0,
      collect_count: 0,
      total_avg: 0,
      total_count: 0,
    }
  );
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
        ${seoulDateTime(sql`r.created`)} as created, r.status,
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
