import { searchCalls } from '@carddogam/contract/calls/search';
import { NATIONS } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { sendJson } from '../http/send-json';
import { anyone } from '../policies/roles';
import { autocompleteNames, listRelated, searchCardsJson, searchRowsJson } from '../repositories/card-list';
import { sitePageFromCopy } from '../search-copy/site-page';
import { findUser } from '../repositories/users';
import { notFound } from '../errors';
import { canViewCollection, enforce } from '../policies/permissions';

/** §7.3 card search, collection search, same-name and evolution lists, and the name autocomplete. */
export function registerSearchRoutes(r: CallRouter): void {
  for (const nation of NATIONS) {
    r.handle(searchCalls.list(nation), anyone, async ({ keyword }, { services, reply }) => {
      const json = await services.searches.getJson(`${nation}:${JSON.stringify(keyword)}`, () => {
        // The page found in the in-memory copy of card_search when it is current (decision 043); its
        // rows, with their live ratings, from the database either way.
        const copy = services.searchCopy.current();
        const found = copy && sitePageFromCopy(copy, nation, keyword);
        return found
          ? searchRowsJson(services.database.genericPlans, found)
          : searchCardsJson(services.database.genericPlans, nation, keyword);
      });
      return sendJson(reply, json);
    });
    // A collection is searchable by anyone only while its owner shows it (§6), as in /collection/list.
    r.handle(
      searchCalls.collectionList(nation),
      anyone,
      async ({ keyword, user_id }, { services, user, reply }) => {
        const owner = await findUser(services.db, user_id);
        if (!owner) throw notFound(MSG.userMissing);
        enforce(canViewCollection(user, owner));
        return sendJson(
          reply,
          await searchCardsJson(services.database.genericPlans, nation, keyword, {
            collectionOf: owner.userId,
          }),
        );
      },
    );
  }
  r.handle(searchCalls.samename, anyone, ({ keyword }, { services }) =>
    listRelated(services.db, keyword.text, { excludeId: keyword.id, limit: keyword.limit }),
  );
  r.handle(searchCalls.evolves, anyone, ({ keyword }, { services }) =>
    listRelated(services.db, keyword.text, { excludeId: keyword.id, limit: keyword.limit }),
  );
  r.handle(searchCalls.autocomplete, anyone, ({ text }, { services }) =>
    autocompleteNames(services.db, text),
  );
}
