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
 * /collection/* calls. Writes are for members who are not banned and change only their own book (each
 * moves the card's usage figure in the ranking; the services announce it).
 */
export function registerCollectionRoutes(r: CallRouter): void {
  r.handle(calls.insert, member, (input, { services, user }) => addCards(services, user!, input));
  r.handle(calls.update, member, (input, { services, user }) => setAmount(services, user!, input));
  r.handle(calls.remove, member, (input, { services, user }) => removeCard(services, user!, input));
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
