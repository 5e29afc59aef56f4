import { createHash, randomBytes } from 'node:crypto';

/** How long a login lasts without logging in again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Server-side sessions. The browser holds a random token; stores keep only its SHA-256, so a leaked
 * database or Redis dump cannot be replayed as cookies. Two implementations with the same behaviour:
 * the `sessions` table, or Redis when REDIS_URL is set.
 */
export interface SessionStore {
  /** Starts a session and returns the token for the cookie. */
  create(userId: string, meta: SessionMeta): Promise<string>;
  /** The member a live token belongs to, or null (unknown or expired). */
  find(token: string): Promise<string | null>;
  delete(token: string): Promise<void>;
  /** Ends every session of a member (password change or reset, reserved id). */
  deleteAllFor(userId: string): Promise<void>;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
