import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { boardTally } from '../db/schema/index';

/**
 * Per-board post counts by bucket (decision 026): 'all' live posts, 'best' live 베스트 posts and
 * 'cat:<말머리>' live posts of one 말머리. A list page reads its page count from here instead of counting
 * rows. Every post write adjusts them in its own transaction, after locking the post row and always in
 * (board, bucket) order, so two writes never wait on each other's tally rows in opposite orders.
 */

export const TALLY_ALL = 'all';
export const TALLY_BEST = 'best';
export const categoryBucket = (category: string) => `cat:${category}`;

export interface TallyChange {
  boardId: number;
  bucket: string;
  delta: number;
}

/** The buckets a live post counts in. */
export function bucketsOf(post: { category: string | null; isBest: boolean }): string[] {
  const buckets = [TALLY_ALL];
  if (post.isBest) buckets.push(TALLY_BEST);
  if (post.category) buckets.push(categoryBucket(post.category));
  return buckets;
}

/** Adds a post's buckets with a sign: +1 when it appears in a board, -1 when it leaves. */
export function tallyChanges(
  boardId: number,
  post: { category: string | null; isBest: boolean },
  delta: 1 | -1,
): TallyChange[] {
  return bucketsOf(post).map((bucket) => ({ boardId, bucket, delta }));
}

export async function adjustTally(tx: Tx, changes: TallyChange[]): Promise<void> {
  const merged = new Map<string, TallyChange>();
  for (const c of changes) {
    const key = `${c.boardId}\u0000${c.bucket}`;
    const prior = merged.get(key);
    merged.set(key, { ...c, delta: (prior?.delta ?? 0) + c.delta });
  }
  const ordered = [...merged.values()]
    .filter((c) => c.delta !== 0)
    .sort((a, b) => a.boardId - b.boardId || (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  for (const c of ordered) {
    await tx
      .insert(boardTally)
      .values({ boardId: c.boardId, bucket: c.bucket, count: c.delta })
      .onConflictDoUpdate({
        target: [boardTally.boardId, boardTally.bucket],
        set: { count: sql`${boardTally.count} + ${c.delta}` },
      });
  }
}

export async function tallyOf(db: DbOrTx, boardId: number, bucket: string): Promise<number> {
  const [row] = await db
    .select({ count: boardTally.count })
    .from(boardTally)
    .where(and(eq(boardTally.boardId, boardId), eq(boardTally.bucket, bucket)));
  return row?.count ?? 0;
}

/** The post count ('all' bucket) of every board. */
export async function postCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ boardId: boardTally.boardId, count: boardTally.count })
    .from(boardTally)
    .where(eq(boardTally.bucket, TALLY_ALL));
  return new Map(rows.map((r) => [r.boardId, r.count]));
}
