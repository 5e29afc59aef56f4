import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { findApiKeyByHash, touchApiKey, type ApiKeyOwner } from '../repositories/api-keys';
import { hashApiKey, looksLikeApiKey } from '../services/api-keys';
import type { ChangeEvents } from '../services/changes';

/**
 * Which member API key a /v1 request carries. A busy key calls many times a second, so what a key hash
 * resolves to is kept per process for a minute. A revoke announces an 'apiKeys' change, which this
 * process applies at once and the change relay (with REDIS_URL) brings to the others, so a revoked key
 * stops working everywhere at once; without the relay the cache's minute is the bound. A ban of the key's
 * owner takes effect within that minute too.
 */

/** How long a key's lookup is reused, and how often its last_used is written at most. */
const CACHE_MS = 60_000;
const TOUCH_EVERY_MS = 60_000;

interface Entry extends ApiKeyOwner {
  /** When this process last wrote the key's last_used (0: not yet). */
  touchedAt: number;
}

/** The key a request presents: undefined when it sends none, '' when a header is there but holds no key. */
export function presentedKey(req: FastifyRequest): string | undefined {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? '';
  const header = req.headers['x-api-key'];
  if (header === undefined) return undefined;
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}

export class ApiKeyLookup {
  private readonly cache = new LRUCache<string, Entry>({ max: 10_000, ttl: CACHE_MS });

  constructor(
    private readonly db: Db,
    changes: ChangeEvents,
    private readonly onError: (err: unknown) => void,
  ) {
    changes.on('apiKeys', ({ ids }) => this.forget(ids));
  }

  /** The id of a usable key, or null for anything else (malformed, unknown, revoked, a banned owner). */
  async resolve(key: string): Promise<number | null> {
    // Malformed values cost no query: most are typos or another service's token.
    if (!looksLikeApiKey(key)) return null;
    const hash = hashApiKey(key);
    let entry = this.cache.get(hash);
    if (!entry) {
      const found = await findApiKeyByHash(this.db, hash);
      // Unknown hashes are not kept: they are random guesses, and remembering them would only crowd out
      // the keys in use.
      if (!found) return null;
      entry = { ...found, touchedAt: 0 };
      this.cache.set(hash, entry);
    }
    if (!entry.usable) return null;
    this.touch(entry);
    return entry.id;
  }

  private touch(entry: Entry): void {
    const now = Date.now();
    if (now - entry.touchedAt < TOUCH_EVERY_MS) return;
    entry.touchedAt = now;
    // Not awaited: the answer does not wait for a bookkeeping write.
    touchApiKey(this.db, entry.id).catch(this.onError);
  }

  private forget(ids: readonly number[]): void {
    const gone = new Set(ids);
    for (const [hash, entry] of this.cache.entries()) if (gone.has(entry.id)) this.cache.delete(hash);
  }
}
