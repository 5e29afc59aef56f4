import { CATALOGUE_MSG as M } from '@carddogam/contract/calls/card-admin-catalogue';
import { REVIEW_STATUS } from '@carddogam/contract/calls/reviews';
import type { Nation } from '@carddogam/contract/constants';
import { runInTransaction } from '../db/transactions';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { setReviewStatuses } from '../repositories/review-admin';
import { logStaffActions } from '../repositories/staff-action-log';
import type { WriteContext } from './changes';
import { deleteReviewsWithPoints } from './reviews';

/**
 * The 관리자's review actions of /admin/card/review, on one review or many: each in one transaction with
 * its staff log entries, deleting through the review service so the writer's points come back exactly.
 */

const editionOf = (r: { card_id?: string; cardId?: string; text_nation?: string; textNation?: string }) => ({
  cardId: (r.card_id ?? r.cardId)!,
  nation: (r.text_nation ?? r.textNation) as Nation,
});

export async function blindReviews(
  { db, changes }: WriteContext,
  user: SessionUser,
  ids: number[],
  blind: boolean,
): Promise<number> {
  const status = blind ? REVIEW_STATUS.blind : REVIEW_STATUS.normal;
  const changed = await runInTransaction(db, async (tx) => {
    const rows = await setReviewStatuses(tx, [...new Set(ids)], status);
    await logStaffActions(
      tx,
      user.userId,
      rows.map((r) => ({
        action: blind ? 'review.blind' : 'review.unblind',
        targetType: 'card_review',
        targetId: r.id,
        before: { status: r.before },
        after: { status },
      })),
    );
    return rows;
  });
  if (changed.length > 0) changes.reviewsChanged(changed.map(editionOf));
  return changed.length;
}

export async function deleteReviews({ db, changes }: WriteContext, user: SessionUser, ids: number[]) {
  // One order for every bulk delete, so two of them lock the same reviews in the same order.
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  const deleted = await runInTransaction(db, async (tx) => {
    const rows = await deleteReviewsWithPoints(tx, ordered);
    if (rows.length === 0) throw notFound(M.reviewsMissing, 'REVIEW_NOT_FOUND');
    await logStaffActions(
      tx,
      user.userId,
      rows.map((r) => ({
        action: 'review.delete',
        targetType: 'card_review',
        targetId: r.id,
        before: r,
        after: null,
      })),
    );
    return rows;
  });
  changes.reviewsChanged(deleted.map(editionOf));
  return deleted.length;
}
