import type { Redis } from 'ioredis';
import { PUBLIC_API_CACHE_SECONDS } from '@carddogam/contract/public-api/limits';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import { CardSearchCopy } from '../search-copy/search-copy';
import { CardPageCache } from './card-page';
import { AnswerCache } from './answer-cache';
import { ChangeEvents } from './changes';
import { changeChannel, relayChanges, type ChangeRelay } from './change-relay';
import { BoardDirectory } from './board-directory';
import { IpBanList } from './ip-bans';
import { createMailer, type Mailer } from './mailer';
import { connectRedis } from './redis';
import { DbSessionStore } from './sessions/db-session-store';
import { RedisSessionStore } from './sessions/redis-session-store';
import type { SessionStore } from './sessions/session-store';
import { tradeStatsKey } from './trade-stats';

/** The per-process caches of read answers; each drops what a change makes stale (subscribeCaches). */
export interface Caches {
  /** Ready-to-send card page JSON per card. */
  cardPages: CardPageCache;
  /** Recent search answers (60 s). */
  searches: AnswerCache;
  /** Trade statistics per card edition (60 s), tagged with every card of the price group. */
  tradeStats: AnswerCache;
  /** Ranking answers (30 s). */
  rankings: AnswerCache;
  /** Review list pages and summaries (60 s). */
  reviews: AnswerCache;
  /** Deck list pages and the card page's deck sections (30 s). */
  decks: AnswerCache;
  /** Banned IPs. */
  ipBans: IpBanList;
  /** Every board's settings. */
  boards: BoardDirectory;
}

/**
 * Everything a request handler may use, built once at start-up, so tests can build an app around any
 * database (and Redis or not). Handlers only read the caches: the services that write announce what
 * changed on `changes`, and the caches drop what that makes stale.
 */
export interface Services extends Caches {
  database: Database;
  db: Db;
  env: Env;
  changes: ChangeEvents;
  /** Present when REDIS_URL is set: sessions and rate limits live there. */
  redis: Redis | null;
  /** Present when REDIS_URL is set: the changes of every process reach the caches of all. */
  changeRelay: ChangeRelay | null;
  sessions: SessionStore;
  mailer: Mailer;
  /** The in-memory copy of card_search the card searches are answered from once read (decision 043). */
  searchCopy: CardSearchCopy;
}

/**
 * The one place that says which cached answers a change makes stale. A change announced by another
 * process (through Redis) arrives here the same way as one of this process.
 */
function subscribeCaches(changes: ChangeEvents, caches: Caches): void {
  // A card's page shows its data and any search may list it; a changed name, rarity or attack can move
  // the card between ranking rows and between price groups, so those answers start afresh too.
  changes.on('cards', ({ ids }) => {
    for (const id of ids) caches.cardPages.invalidate(id);
    caches.searches.clear();
    caches.rankings.clear();
    caches.tradeStats.clear();
  });
  // A price shows in the statistics of every card of its price group and in the ranking's price columns.
  changes.on('prices', ({ editions }) => {
    for (const { cardId, nation } of editions) caches.tradeStats.invalidate(tradeStatsKey(cardId, nation));
    caches.rankings.clear();
  });
  // Ratings move the ranking and show in the review lists; the search stars follow within the search
  // cache's minute (decision 008).
  changes.on('reviews', () => {
    caches.rankings.clear();
    caches.reviews.clear();
  });
  // Deck cards make the usage ranking; likes and ratings show in the deck lists.
  changes.on('decks', () => {
    caches.rankings.clear();
    caches.decks.clear();
  });
  // Every copy in a book counts in the ranking's collection figures.
  changes.on('collections', () => caches.rankings.clear());
  changes.on('ipBans', () => caches.ipBans.invalidate());
  changes.on('boards', () => caches.boards.invalidate());
}

export function createServices(database: Database, env: Env): Services {
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, env.REDIS_PREFIX) : null;
  const caches: Caches = {
    cardPages: new CardPageCache(),
    searches: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 2000, ttlMs: 60_000 }),
    tradeStats: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 5000, ttlMs: 60_000 }),
    rankings: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 500, ttlMs: 30_000 }),
    reviews: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 5000, ttlMs: 60_000 }),
    decks: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 5000, ttlMs: 30_000 }),
    ipBans: new IpBanList(database.db),
    boards: new BoardDirectory(database.db),
  };
  const changes = new ChangeEvents();
  subscribeCaches(changes, caches);
  // Pub/sub needs a connection of its own: a subscribed connection can send no other command.
  const changeRelay =
    redis && env.REDIS_URL
      ? relayChanges(
          changes,
          redis,
          connectRedis(env.REDIS_URL, env.REDIS_PREFIX),
          changeChannel(env.REDIS_PREFIX),
        )
      : null;
  // On the embedded database every write goes through this process and announces itself, so the copy
  // needs no age; on PostgreSQL another process may write unannounced (an import without Redis), and its
  // changes show within the minute a CDN may keep a public API answer anyway.
  const searchCopy = new CardSearchCopy(database.db, changes, {
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    maxAgeMs: database.kind === 'pglite' ? Infinity : PUBLIC_API_CACHE_SECONDS.default * 1000,
    onError: (err) =>
      console.warn('could not read the card search copy; the database answers searches:', err),
  });
  return {
    ...caches,
    database,
    db: database.db,
    env,
    changes,
    redis,
    changeRelay,
    sessions: redis ? new RedisSessionStore(redis) : new DbSessionStore(database.db),
    mailer: createMailer(env),
    searchCopy,
  };
}

/** Closes the connections the services opened (not the database, which the caller opened). */
export async function closeServices(services: Services): Promise<void> {
  await services.changeRelay?.close();
  await services.redis?.quit();
}
