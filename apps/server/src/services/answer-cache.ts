import { LRUCache } from 'lru-cache';

export interface AnswerCacheOptions {
  /** false answers every call from the database (ANSWER_CACHE=0, for benchmarks of the uncached path). */
  enabled: boolean;
  max: number;
  ttlMs: number;
}

/**
 * Recent answers of a read-mostly call, kept as the JSON text to send. Searches repeat a lot ('리자몽' on
 * a new set's release day), the statistics and ranking are read on every page view and change only on
 * writes; each answer costs milliseconds of database time. Entries expire (so a write from another process
 * still shows soon), and the code that writes calls clear() so its own changes show at once.
 */
export class AnswerCache {
  private readonly cache: LRUCache<string, string> | null;

  constructor({ enabled, max, ttlMs }: AnswerCacheOptions) {
    this.cache = enabled ? new LRUCache<string, string>({ max, ttl: ttlMs }) : null;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.cache?.get(key);
    if (hit !== undefined) return hit;
    const json = JSON.stringify(await load());
    this.cache?.set(key, json);
    return json;
  }

  clear(): void {
    this.cache?.clear();
  }
}
