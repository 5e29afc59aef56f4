import type { Redis } from 'ioredis';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import { CardPageCache } from './card-page';
import { AnswerCache } from './answer-cache';
import { IpBanList } from './ip-bans';
import { createMailer, type Mailer } from './mailer';
import { connectRedis } from './redis';
import { DbSessionStore } from './sessions/db-session-store';
import { RedisSessionStore } from './sessions/redis-session-store';
import type { SessionStore } from './sessions/session-store';

/**
 * Everything a request handler may use, built once at start-up, so tests can build an app around any
 * database (and Redis or not).
 */
export interface Services {
  database: Database;
  db: Db;
  env: Env;
  /** Ready-to-send card page JSON; call cardPages.invalidate(id) after changing a card. */
  cardPages: CardPageCache;
  /** Recent search answers (60 s); call searches.clear() after changing any card. */
  searches: AnswerCache;
  /** Trade statistics per card edition (60 s); after writing a price call tradeStats.invalidate(`${card}|${nation}`). */
  tradeStats: AnswerCache;
  /** Ranking answers (30 s); call rankings.clear() after a review, price, deck or collection write. */
  rankings: AnswerCache;
  /** Review list pages and summaries (60 s); call reviews.clear() after any review write. */
  reviews: AnswerCache;
  /** Deck list pages and the card page's deck sections (30 s); call decks.clear() after any deck write. */
  decks: AnswerCache;
  /** Present when REDIS_URL is set: sessions and rate limits live there. */
  redis: Redis | null;
  sessions: SessionStore;
  mailer: Mailer;
  /** Banned IPs; call ipBans.invalidate() after a change. */
  ipBans: IpBanList;
}

export function createServices(database: Database, env: Env): Services {
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, env.REDIS_PREFIX) : null;
  return {
    database,
    db: database.db,
    env,
    cardPages: new CardPageCache(),
    searches: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 2000, ttlMs: 60_000 }),
    tradeStats: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 5000, ttlMs: 60_000 }),
    rankings: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 500, ttlMs: 30_000 }),
    reviews: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 5000, ttlMs: 60_000 }),
    decks: new AnswerCache({ enabled: env.ANSWER_CACHE, max: 5000, ttlMs: 30_000 }),
    redis,
    sessions: redis ? new RedisSessionStore(redis) : new DbSessionStore(database.db),
    mailer: createMailer(env),
    ipBans: new IpBanList(database.db),
  };
}

/** Closes the connections the services opened (not the database, which the caller opened). */
export async function closeServices(services: Services): Promise<void> {
  await services.redis?.quit();
}
