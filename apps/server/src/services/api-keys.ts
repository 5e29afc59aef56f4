import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_MSG as M, API_KEY_PREFIX, type ApiKeyRow } from '@carddogam/contract/calls/api-keys';
import { API_KEYS_PER_MEMBER } from '@carddogam/contract/public-api/limits';
import { runInTransaction } from '../db/transactions';
import { conflict, notFound, unauthorized } from '../errors';
import type { SessionUser } from '../policies/policy';
import {
  countLiveApiKeys,
  findOwnApiKey,
  insertApiKey,
  lockKeyOwner,
  revokeApiKey,
} from '../repositories/api-keys';
import type { WriteContext } from './changes';

/**
 * A member's public API keys: made, listed and revoked on /policy/apiguide. The key itself leaves the
 * server once, in the create answer; the table keeps its sha256, which is what a /v1 request is looked up
 * by (public-api/api-key-lookup.ts).
 */

/** 'cdk_' and 32 random bytes in base64url: 47 characters, safe in a header and in a URL. */
const KEY_PATTERN = /^cdk_[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows: the prefix and six characters, enough to recognise it. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a header value can be one of our keys at all (anything else is refused without a query). */
export const looksLikeApiKey = (value: string) => KEY_PATTERN.test(value);

export async function createApiKey(
  ctx: WriteContext,
  user: SessionUser,
  name: string,
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await runInTransaction(ctx.db, async (tx) => {
    // Two creates at once (two tabs, a double click) must not both see 4 keys and make a 6th.
    if (!(await lockKeyOwner(tx, user.userId))) throw unauthorized();
    if ((await countLiveApiKeys(tx, user.userId)) >= API_KEYS_PER_MEMBER)
      throw conflict(M.limit, 'API_KEY_LIMIT');
    return insertApiKey(tx, {
      userId: user.userId,
      name,
      prefix: key.slice(0, SHOWN_LENGTH),
      keyHash: hashApiKey(key),
    });
  });
  return { row, key };
}

/** A key of another member answers like a missing one: whether it exists is not the caller's business. */
export async function revokeOwnApiKey(ctx: WriteContext, user: SessionUser, id: number): Promise<void> {
  const revoked = await runInTransaction(ctx.db, (tx) => revokeApiKey(tx, user.userId, id));
  if (revoked) {
    // Every process drops the key from its lookup cache, so the next request with it is refused.
    ctx.changes.apiKeysRevoked([id]);
    return;
  }
  const row = await findOwnApiKey(ctx.db, user.userId, id);
  if (!row) throw notFound(M.missing, 'API_KEY_NOT_FOUND');
  throw conflict(M.alreadyRevoked, 'API_KEY_REVOKED');
}
