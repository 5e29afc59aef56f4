import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import { CardPageCache } from './card-page';
import { SearchCache } from './search-cache';

/**
 * Everything a request handler may use, built once at start-up. Later parts (sessions, mail, caches)
 * hang off this object so tests can build an app around any database.
 */
export interface Services {
  database: Database;
  db: Db;
  env: Env;
  /** Ready-to-send card page JSON; call cardPages.invalidate(id) after changing a card. */
  cardPages: CardPageCache;
  /** Recent search answers; call searches.clear() after changing any card. */
  searches: SearchCache;
}

export function createServices(database: Database, env: Env): Services {
  return {
    database,
    db: database.db,
    env,
    cardPages: new CardPageCache(),
    searches: new SearchCache(env.SEARCH_CACHE),
  };
}
