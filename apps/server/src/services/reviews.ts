import type { z } from 'zod';
import { REVIEW_MSG, REVIEW_STATUS, reviewCalls, type Review } from '@carddogam/contract/calls/reviews';
import type { Nation } from '@carddogam/contract/constants';
import type { Db, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { isAdmin } from '../policies/roles';
import { cardExists } from '../repositories/cards';
import { findPointAmount } from '../repositories/points';
import { refreshRankStats } from '../repositories/rank-stats';
import * as reviews from '../repositories/reviews';
import type { WriteContext } from './changes';
import { changePoints } from './points';

/** The point setting a review earns (§2.14); deleting the review takes the same amount back. */
export const REVIEW_POINTS = { menu: '카드랭킹', activity: '카드 리뷰 쓰기' } as const;

type ReviewInput = z.output<(typeof reviewCalls.insert)['params']>;
type ReviewUpdate = z.output<(typeof reviewCalls.update)['params']>;

/** An unchecked rating is stored as 0 (§2.14: unchecking resets it). */
function ratings(input: Omit<ReviewInput, 'card_id' | 'text_nation'>) {
  return {
    ratePerformCheck: input.rate_perform_check,
    ratePerform: input.rate_perform_check ? input.rate_perform : 0,
    rateCollectCheck: input.rate_collect_check,
    rateCollect: input.rate_collect_check ? input.rate_collect : 0,
    content: input.content,
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Writes a member's review of a card edition and awards the review points, together: the review, the
 * ledger row, the balance and the ranking figures commit or fail as one (decision 013).
 */
export async function createReview(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: ReviewInput,
): Promise<number> {
  if (!input.rate_perform_check && !input.rate_collect_check) throw badRequest(REVIEW_MSG.ratingRequiredNew);
  if (!(await cardExists(db, input.card_id)))
    throw notFound('해당 ID로는 등록된 카드정보가 없습니다.', 'CARD_NOT_FOUND');
  let id: number;
  try {
    id = await runInTransaction(db, async (tx) => {
      if (await reviews.findOwnReview(tx, user.userId, input.card_id, input.text_nation))
        throw conflict(REVIEW_MSG.alreadyReviewed, 'REVIEW_EXISTS');
      const amount = (await findPointAmount(tx, REVIEW_POINTS.menu, REVIEW_POINTS.activity)) ?? 0;
      const row = await reviews.insertReview(tx, {
        cardId: input.card_id,
        textNation: input.text_nation,
        userId: user.userId,
        pointsAwarded: amount,
        ...ratings(input),
      });
      if (amount !== 0) {
        await changePoints(tx, {
          userId: user.userId,
          ...REVIEW_POINTS,
          amount,
          title: `카드 리뷰 (${input.card_id})`,
          cardId: input.card_id,
        });
      }
      await refreshRankStats(tx, [{ cardId: input.card_id, nation: input.text_nation }]);
      return row.id;
    });
  } catch (error) {
    // Two submits of the same review at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(REVIEW_MSG.alreadyReviewed, 'REVIEW_EXISTS');
    throw error;
  }
  changes.reviewsChanged([{ cardId: input.card_id, nation: input.text_nation }]);
  return id;
}

async function reviewFor(db: Db, user: SessionUser, id: number): Promise<reviews.ReviewRow> {
  const review = await reviews.findReview(db, id);
  if (!review) throw notFound(REVIEW_MSG.notFound, 'REVIEW_NOT_FOUND');
  if (review.userId !== user.userId && !isAdmin(user.type)) throw forbidden(REVIEW_MSG.notOwner);
  return review;
}

/** The owner or a 관리자 changes the ratings and text; the card and edition stay those of the review. */
export async function editReview(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: ReviewUpdate,
): Promise<number> {
  if (!input.rate_perform_check && !input.rate_collect_check) throw badRequest(REVIEW_MSG.ratingRequiredEdit);
  const review = await reviewFor(db, user, input.id);
  const edition = { cardId: review.cardId, nation: review.textNation as Nation };
  await runInTransaction(db, async (tx) => {
    await reviews.updateReview(tx, review.id, { ...ratings(input), updated: new Date() });
    await refreshRankStats(tx, [edition]);
  });
  changes.reviewsChanged([edition]);
  return review.id;
}

/** The owner or a 관리자 deletes a review; the writer gives back exactly the points it earned. */
export async function removeReview(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: number,
): Promise<number> {
  await reviewFor(db, user, id);
  const edition = await runInTransaction(db, async (tx) => {
    const [deleted] = await deleteReviewsWithPoints(tx, [id]);
    if (!deleted) throw notFound(REVIEW_MSG.notFound, 'REVIEW_NOT_FOUND');
    return { cardId: deleted.cardId, nation: deleted.textNation as Nation };
  });
  changes.reviewsChanged([edition]);
  return id;
}

/**
 * Deletes reviews inside the caller's transaction: each writer gives back exactly the points the review
 * earned, and the ranking figures of every edition touched follow in one refresh. Answers the rows that
 * were deleted (ids with no review are passed over). The caller announces reviewsChanged after commit.
 */
export async function deleteReviewsWithPoints(tx: Tx, ids: readonly number[]): Promise<reviews.ReviewRow[]> {
  const deletedRows: reviews.ReviewRow[] = [];
  for (const id of ids) {
    const deleted = await reviews.deleteReview(tx, id);
    if (!deleted) continue;
    deletedRows.push(deleted);
    if (deleted.pointsAwarded !== 0) {
      await changePoints(tx, {
        userId: deleted.userId,
        ...REVIEW_POINTS,
        amount: -deleted.pointsAwarded,
        title: `카드 리뷰 삭제 (${deleted.cardId})`,
        cardId: deleted.cardId,
      });
    }
  }
  if (deletedRows.length > 0)
    await refreshRankStats(
      tx,
      deletedRows.map((r) => ({ cardId: r.cardId, nation: r.textNation as Nation })),
    );
  return deletedRows;
}

/** A 관리자 blinds a review's text or shows it again (§2.14). */
export async function setReviewStatus({ db, changes }: WriteContext, id: number, blind: boolean) {
  const review = await reviews.findReview(db, id);
  if (!review) throw notFound(REVIEW_MSG.notFound, 'REVIEW_NOT_FOUND');
  const status = blind ? REVIEW_STATUS.blind : REVIEW_STATUS.normal;
  await reviews.updateReview(db, id, { status });
  changes.reviewsChanged([{ cardId: review.cardId, nation: review.textNation as Nation }]);
  return { id, status };
}

/** A blinded review's text is sent only to a 관리자; everyone else sees the blind notice (§2.14). */
export async function readReviews(
  db: Db,
  reader: SessionUser | null,
  cardId: string,
  nation: Nation,
  page = 1,
): Promise<Review[]> {
  const rows = await reviews.listReviews(db, cardId, nation, page);
  const admin = reader !== null && isAdmin(reader.type);
  return rows.map((r) => (r.status === REVIEW_STATUS.blind && !admin ? { ...r, content: null } : r));
}
