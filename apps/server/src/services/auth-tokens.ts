import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import {
  consumeAuthToken,
  insertAuthToken,
  voidAuthTokens,
  type AuthTokenKind,
} from '../repositories/auth-tokens';
import { hashToken } from './sessions/session-store';

/** A certification link may wait a day in a mailbox; a password reset link only an hour. */
export const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  email: 24 * 60 * 60 * 1000,
  password: 60 * 60 * 1000,
};

/** Issues a single-use token for a mail link; only its hash is stored. Older live links stop working. */
export async function issueAuthToken(db: DbOrTx, userId: string, kind: AuthTokenKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await voidAuthTokens(db, userId, kind);
  await insertAuthToken(db, {
    tokenHash: hashToken(token),
    userId,
    kind,
    expires: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/** The member of a live token, which is used up by this call; null for unknown, used or expired. */
export function redeemAuthToken(db: DbOrTx, token: string, kind: AuthTokenKind): Promise<string | null> {
  return consumeAuthToken(db, hashToken(token), kind);
}
