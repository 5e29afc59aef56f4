import { DECK_SECTION_SIZE, deckCalls as calls } from '@carddogam/contract/calls/decks';
import type { CallRouter } from '../http/call-router';
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

/** Deck recipe calls (decision 015). Ownership and private decks are checked per deck in the service. */
export function registerDeckRoutes(r: CallRouter): void {
  r.handle(calls.write, member, async (input, { services, user }) => ({
    id: await createDeck(services, user!, input),
  }));
  r.handle(calls.update, member, async (input, { services, user }) => ({
    id: await editDeck(services, user!, input),
  }));
  r.handle(calls.remove, member, async ({ id }, { services, user }) => ({
    id: await removeDeck(services, user!, id),
  }));
  r.handle(calls.copy, member, async ({ id }, { services, user }) => ({
    id: await copyDeck(services, user!, id),
  }));
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
  r.handle(calls.like, member, ({ id }, { services, user }) => likeDeck(services, user!, id));
  r.handle(calls.rate, member, ({ id, rating }, { services, user }) =>
    rateDeck(services, user!, id, rating),
  );
  r.handle(calls.view, anyone, ({ id }, { services, user, ip }) => viewDeck(services.db, user, ip, id));
  r.handle(calls.cards, anyone, ({ ids }, { services }) => builderCards(services.db, ids));
  r.handle(calls.importText, anyone, ({ text }, { services }) => importDeckText(services.db, text));
}
