import { DECK_SECTION_SIZE, deckCalls as calls } from '@carddogam/contract/calls/decks';
import type { CallRouter } from '../http/call-router';
import type { Services } from '../services/container';
import { anyone, member } from '../policies/roles';
import { sendJson } from '../http/send-json';
import {
  builderCards,
  copyDeck,
  createDeck,
  editDeck,
  importDeckText,
  likeDeck,
  rateDeck,
  readDeck,
  removeDeck,
  searchDecks,
  viewDeck,
} from '../services/decks';

/** A deck write moves the usage ranking and the deck lists at once. */
function changedDecks<T>(services: Services, result: T): T {
  services.rankings.clear();
  services.decks.clear();
  return result;
}

/** Deck recipe calls (decision 015). Ownership and private decks are checked per deck in the service. */
export function registerDeckRoutes(r: CallRouter): void {
  r.handle(calls.write, member, async (input, { services, user }) =>
    changedDecks(services, { id: await createDeck(services.db, user!, input) }),
  );
  r.handle(calls.update, member, async (input, { services, user }) =>
    changedDecks(services, { id: await editDeck(services.db, user!, input) }),
  );
  r.handle(calls.remove, member, async ({ id }, { services, user }) =>
    changedDecks(services, { id: await removeDeck(services.db, user!, id) }),
  );
  r.handle(calls.copy, member, async ({ id }, { services, user }) =>
    changedDecks(services, { id: await copyDeck(services.db, user!, id) }),
  );
  r.handle(calls.read, anyone, ({ id }, { services, user }) => readDeck(services.db, user, id));
  // A member's list also holds their own private decks, so the cached page is per reader.
  r.handle(calls.list, anyone, async ({ page, size, ...search }, { services, user, reply }) => {
    const key = `list|${user?.userId ?? ''}|${page}|${size}|${JSON.stringify(search)}`;
    const json = await services.decks.get(key, () =>
      searchDecks(services.db, user, { ...search, limit: size, offset: (page - 1) * size }),
    );
    return sendJson(reply, json);
  });
  // Every edition's decks: card ids are shared, and many cards have no Korean print to hold a kr deck.
  r.handle(calls.section, anyone, async ({ keyword }, { services, reply }) => {
    const json = await services.decks.get(`section|${keyword.text}`, () =>
      searchDecks(services.db, null, {
        regulation_group: '전체',
        search_type: '카드 ID',
        text: keyword.text,
        tag: '',
        season: '',
        sort: '최신순',
        publicOnly: true,
        limit: DECK_SECTION_SIZE,
        offset: 0,
      }),
    );
    return sendJson(reply, json);
  });
  // Likes and ratings show in the lists.
  r.handle(calls.like, member, async ({ id }, { services, user }) =>
    changedDecks(services, await likeDeck(services.db, user!, id)),
  );
  r.handle(calls.rate, member, async ({ id, rating }, { services, user }) =>
    changedDecks(services, await rateDeck(services.db, user!, id, rating)),
  );
  r.handle(calls.view, anyone, ({ id }, { services, user, ip }) => viewDeck(services.db, user, ip, id));
  r.handle(calls.cards, anyone, ({ ids }, { services }) => builderCards(services.db, ids));
  r.handle(calls.importText, anyone, ({ text }, { services }) => importDeckText(services.db, text));
}
