import { collectorValueCalls as calls } from '@carddogam/contract/calls/collector-value';
import type { CallRouter } from '../http/call-router';
import { anyone } from '../policies/roles';
import { valueCollection, valueDeck } from '../services/collector-value';

/**
 * Deck and collection values in KRW: open like the deck and the book themselves; the service applies the
 * §6 privacy rule of each (private decks, hidden books) before reading any price.
 */
export function registerCollectorValueRoutes(r: CallRouter): void {
  r.handle(calls.deckValue, anyone, ({ deck_id, condition, days }, { services, user }) =>
    valueDeck(services.database, user, deck_id, { condition, days }),
  );
  r.handle(calls.collectionValue, anyone, (input, { services, user }) =>
    valueCollection(services.db, user, input),
  );
}
