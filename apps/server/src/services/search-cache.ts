import { LRUCache } from 'lru-cache';

/**
 * Recent search answers, ready to send. Searches repeat a lot ('리자몽' on a new set's release day), and
 * each one costs a few milliseconds of database time, so the same keyword within a minute is answered
 * from memory. Entries expire after a minute, which is also how soon a new rating shows in the stars;
 * anything that changes a card calls clear() so edits show at once.
 */
export class SearchCache {
  private readonly cache: LRUCache<string, string> | null;

  constructor(enabled = true) {
    this.cache = enabled ? new LRUCache<string, string>({ max: 2000, ttl: 60 * 1000 }) : null;
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
