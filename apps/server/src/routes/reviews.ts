import { reviewCalls as calls } from '@carddogam/contract/calls/reviews';
import type { CallRouter } from '../http/call-router';
import { admin, anyone, isAdmin, reviewer } from '../policies/roles';
import { sendJson } from '../http/send-json';
import { reviewSummary } from '../repositories/reviews';
import { createReview, editReview, readReviews, removeReview, setReviewStatus } from '../services/reviews';

/** §7.5 review calls. Ownership (the writer or a 관리자) is checked per review in the service. */
export function registerReviewRoutes(r: CallRouter): void {
  r.handle(calls.summary, anyone, async ({ card_id, text_nation }, { services, reply }) => {
    const json = await services.reviews.get(`summary|${card_id}|${text_nation}`, async () => [
      await reviewSummary(services.db, card_id, text_nation),
    ]);
    return sendJson(reply, json);
  });
  r.handle(calls.list, anyone, async ({ card_id, text_nation, page }, { services, user, reply }) => {
    // A 관리자 reads blinded texts; everyone else the same page without them.
    const reader = user && isAdmin(user.type) ? 'admin' : 'member';
    const json = await services.reviews.get(`list|${card_id}|${text_nation}|${page}|${reader}`, () =>
      readReviews(services.db, user, card_id, text_nation, page),
    );
    return sendJson(reply, json);
  });
  r.handle(calls.insert, reviewer, async (input, { services, user }) => ({
    id: await createReview(services, user!, input),
  }));
  r.handle(calls.update, reviewer, async (input, { services, user }) => ({
    id: await editReview(services, user!, input),
  }));
  r.handle(calls.remove, reviewer, async ({ id }, { services, user }) => ({
    id: await removeReview(services, user!, id),
  }));
  r.handle(calls.blind, admin, ({ id }, { services }) => setReviewStatus(services, id, true));
  r.handle(calls.unblind, admin, ({ id }, { services }) => setReviewStatus(services, id, false));
}
