import { collectionCalls as calls } from '@carddogam/contract/calls/collections';
import type { CallRouter } from '../http/call-router';
import { anyone, loggedIn, member } from '../policies/roles';
import { listSetProgress } from '../repositories/collections';
import {
  addCards,
  readChallengeBook,
  readCollection,
  readDashboard,
  removeCard,
  setAmount,
} from '../services/collections';

/**
 * /collection/* calls. Writes are for members who are not banned and change only their own book; each
 * write moves the card's usage figure, so the cached ranking answers are dropped.
 */
export function registerCollectionRoutes(r: CallRouter): void {
  r.handle(calls.insert, member, async (input, { services, user }) => {
    const result = await addCards(services.db, user!, input);
    services.rankings.clear();
    return result;
  });
  r.handle(calls.update, member, async (input, { services, user }) => {
    const result = await setAmount(services.db, user!, input);
    services.rankings.clear();
    return result;
  });
  r.handle(calls.remove, member, async (input, { services, user }) => {
    const result = await removeCard(services.db, user!, input);
    services.rankings.clear();
    return result;
  });
  r.handle(calls.list, anyone, (input, { services, user }) => readCollection(services.db, user, input));
  r.handle(calls.dashboard, loggedIn, ({ nation }, { services, user }) =>
    readDashboard(services.db, user!, nation),
  );
  r.handle(calls.challengeList, anyone, ({ nation }, { services, user }) =>
    listSetProgress(services.db, nation, user?.userId ?? null),
  );
  r.handle(calls.challengeRead, anyone, ({ nation, set_name }, { services, user }) =>
    readChallengeBook(services.db, user, nation, set_name),
  );
}
