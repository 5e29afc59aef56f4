import type { Redis } from 'ioredis';
import {
  hashToken,
  newSessionToken,
  SESSION_TTL_MS,
  type SessionMeta,
  type SessionStore,
} from './session-store';

/**
 * Sessions in Redis (REDIS_URL): `session:<hash>` → user id with the session's lifetime as TTL, and
 * `user-sessions:<user id>`, a set of that member's hashes so all of them can be ended at once. The key
 * prefix comes from the client (REDIS_PREFIX), which keeps tests and sites apart on one server.
 */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  async create(userId: string, _meta: SessionMeta): Promise<string> {
    const token = newSessionToken();
    const hash = hashToken(token);
    const userKey = `user-sessions:${userId}`;
    await this.redis
      .multi()
      .set(`session:${hash}`, userId, 'PX', SESSION_TTL_MS)
      .sadd(userKey, hash)
      .pexpire(userKey, SESSION_TTL_MS)
      .exec();
    return token;
  }

  find(token: string): Promise<string | null> {
    return this.redis.get(`session:${hashToken(token)}`);
  }

  async delete(token: string): Promise<void> {
    const hash = hashToken(token);
    const userId = await this.redis.get(`session:${hash}`);
    const tx = this.redis.multi().del(`session:${hash}`);
    if (userId) tx.srem(`user-sessions:${userId}`, hash);
    await tx.exec();
  }

  async deleteAllFor(userId: string): Promise<void> {
    const userKey = `user-sessions:${userId}`;
    const hashes = await this.redis.smembers(userKey);
    await this.redis
      .multi()
      .del(userKey, ...hashes.map((h) => `session:${h}`))
      .exec();
  }
}
