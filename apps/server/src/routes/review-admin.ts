import {
  CATALOGUE_MSG as M,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import type { CallRouter } from '../http/call-router';
import { admin } from '../policies/roles';
import { listReviewsForStaff } from '../repositories/review-admin';
import { blindReviews, deleteReviews } from '../services/review-admin';

/** /admin/card/review, for 관리자: every review, blinded, shown again or deleted one by one or in bulk. */
export function registerReviewAdminRoutes(r: CallRouter): void {
  r.handle(calls.reviewList, admin, async (p, { services }) => listReviewsForStaff(services.db, p));
  r.handle(calls.reviewBlind, admin, async ({ ids, blind }, { services, user }) => ({
    changed: await blindReviews(services, user!, ids, blind),
    message: blind ? M.reviewsBlinded : M.reviewsShown,
  }));
  r.handle(calls.reviewDelete, admin, async ({ ids }, { services, user }) => ({
    deleted: await deleteReviews(services, user!, ids),
    message: M.reviewsDeleted,
  }));
}
