import { reviewCalls as calls } from '@carddogam/contract/calls/reviews';
import type { CallRouter } from '../http/call-router';
import type { Services } from '../services/container';
import { admin, anyone, reviewer } from '../policies/roles';
import { reviewSummary } from '../repositories/reviews';
import { createReview, editReview, readReviews, removeReview, setReviewStatus } from '../services/reviews';

/** A review write moves the ranking at once; the search stars follow within the search cache's minute. */
function changedRatings(services: Services, id: number): { id: number } {
  services.rankings.clear();
  return { id };
}

/** §7.5 review calls. Ownership (the writer or a 관리자) is checked per review in the service. */
export function registerReviewRoutes(r: CallRouter): void {
  r.handle(calls.summary, anyone, async ({ card_id, text_nation }, { services }) => [
    await reviewSummary(services.db, card_id, text_nation),
  ]);
  r.handle(calls.list, anyone, ({ card_id, text_nation, page }, { services, user }) =>
    readReviews(services.db, user, card_id, text_nation, page),
  );
  r.handle(calls.insert, reviewer, async (input, { services, user }) =>
    changedRatings(services, await createReview(services.db, user!, input)),
  );
  r.handle(calls.update, reviewer, async (input, { services, user }) =>
    changedRatings(services, await editReview(services.db, user!, input)),
  );
  r.handle(calls.remove, reviewer, async ({ id }, { services, user }) =>
    changedRatings(services, await removeReview(services.db, user!, id)),
  );
  r.handle(calls.blind, admin, ({ id }, { services }) => setReviewStatus(services.db, id, true));
  r.handle(calls.unblind, admin, ({ id }, { services }) => setReviewStatus(services.db, id, false));
}
