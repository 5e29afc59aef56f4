import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authTokens } from '../db/schema/index';

export type AuthTokenKind = 'email' | 'password';

export async function insertAuthToken(
  db: DbOrTx,
  row: { tokenHash: string; userId: string; kind: AuthTokenKind; expires: Date },
): Promise<void> {
  // Used and expired tokens of the member are dropped on the way; they can never be used again.
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, row.userId),
        or(isNotNull(authTokens.usedAt), lt(authTokens.expires, new Date())),
      ),
    );
  await db.insert(authTokens).values(row);
}

/**
 * Marks a live token used and returns its member, in one statement, so two simultaneous clicks on the
 * same link cannot both succeed.
 */
export async function consumeAuthToken(
  db: DbOrTx,
  tokenHash: string,
  kind: AuthTokenKind,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expires, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** A new reset link makes the older ones of the same member and kind useless. */
export async function voidAuthTokens(db: DbOrTx, userId: string, kind: AuthTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}
