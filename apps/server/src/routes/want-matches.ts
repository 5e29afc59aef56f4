import { wantMatchCalls as calls } from '@carddogam/contract/calls/want-matches';
import type { CallRouter } from '../http/call-router';
import { loggedIn } from '../policies/roles';
import { myWantMatches, postWantedCount } from '../services/want-matches';

/**
 * 구해요: the matched posts of a member's own requests (a banned member may still read theirs), and the
 * seller's count of members looking for a post's cards (the service keeps it to the post's writer).
 */
export function registerWantMatchRoutes(r: CallRouter): void {
  r.handle(calls.myMatches, loggedIn, async ({ request_ids }, { services, user }) => ({
    rows: await myWantMatches(services.db, user!, request_ids),
  }));
  r.handle(calls.postWanted, loggedIn, async ({ id }, { services, user }) => ({
    members: await postWantedCount(services.db, user!, id),
  }));
}
