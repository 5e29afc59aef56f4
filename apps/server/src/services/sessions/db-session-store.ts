import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import {
  hashToken,
  newSessionToken,
  SESSION_TTL_MS,
  type SessionMeta,
  type SessionStore,
} from './session-store';

/** Sessions in the `sessions` table (the default, and the only store with embedded PGlite). */
export class DbSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  async create(userId: string, meta: SessionMeta): Promise<string> {
    const token = newSessionToken();
    // Expired rows of this member are swept here, so the table does not grow with stale logins.
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expires, new Date())));
    await this.db.insert(sessions).values({
      id: hashToken(token),
      userId,
      expires: new Date(Date.now() + SESSION_TTL_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  async find(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires, new Date())))
      .limit(1);
    return row?.userId ?? null;
  }

  async delete(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  }

  async deleteAllFor(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
