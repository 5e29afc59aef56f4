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
  /** tag → keys of the answers that depend on it, so a write can drop just those (see invalidate). */
  private readonly tagged = new Map<string, Set<string>>();
  /** key → its tags, to forget them when the answer leaves the cache. */
  private readonly tagsByKey = new Map<string, string[]>();
  /**
   * Counts the writes announced so far. A load that began before a write may have read the data before it,
   * and finishing after the write's clear() it would put that old answer back for the rest of its lifetime;
   * an answer is kept only when no write came while it was loading.
   */
  private writes = 0;

  constructor({ enabled, max, ttlMs }: AnswerCacheOptions) {
    this.cache = enabled
      ? new LRUCache<string, string>({ max, ttl: ttlMs, dispose: (_json, key) => this.untag(key) })
      : null;
  }

  /**
   * The cached JSON of `key`, or the loaded answer (then cached). `tagsOf` names what the answer depends
   * on, e.g. every card of a price group, for invalidate().
   */
  async get<T>(key: string, load: () => Promise<T>, tagsOf?: (answer: T) => string[]): Promise<string> {
    const hit = this.cache?.get(key);
    if (hit !== undefined) return hit;
    const writesBefore = this.writes;
    const answer = await load();
    const json = JSON.stringify(answer);
    if (this.cache && this.writes === writesBefore) {
      this.cache.set(key, json);
      const tags = tagsOf?.(answer) ?? [];
      if (tags.length > 0) this.tagsByKey.set(key, tags);
      for (const tag of tags) {
        const keys = this.tagged.get(tag) ?? new Set<string>();
        keys.add(key);
        this.tagged.set(tag, keys);
      }
    }
    return json;
  }

  /** The cached JSON of `key`, or the JSON text `load` answers (then cached), for answers written as JSON. */
  async getJson(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.cache?.get(key);
    if (hit !== undefined) return hit;
    const writesBefore = this.writes;
    const json = await load();
    if (this.writes === writesBefore) this.cache?.set(key, json);
    return json;
  }

  /** Drops the answers cached under `key` and every answer tagged with it. */
  invalidate(key: string): void {
    this.writes++;
    for (const tagged of [...(this.tagged.get(key) ?? [])]) this.cache?.delete(tagged);
    this.cache?.delete(key);
  }

  clear(): void {
    this.writes++;
    this.cache?.clear();
    this.tagged.clear();
    this.tagsByKey.clear();
  }

  private untag(key: string): void {
    for (const tag of this.tagsByKey.get(key) ?? []) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
    this.tagsByKey.delete(key);
  }
}
