import type { BoardComment } from '@carddogam/contract/calls/board';

export interface CommentThread {
  comment: BoardComment;
  replies: BoardComment[];
}

/**
 * Top-level comments in order, each with its replies (one level deep, decision 026). A reply whose parent
 * is not in the answer is shown as a top-level comment rather than lost.
 */
export function threadComments(rows: readonly BoardComment[]): CommentThread[] {
  const ids = new Set(rows.map((row) => row.id));
  const threads: CommentThread[] = [];
  const byId = new Map<number, CommentThread>();
  for (const row of rows) {
    if (row.parent_id === null || !ids.has(row.parent_id)) {
      const thread = { comment: row, replies: [] };
      threads.push(thread);
      byId.set(row.id, thread);
    }
  }
  for (const row of rows) {
    if (row.parent_id !== null && ids.has(row.parent_id)) {
      // A reply to a reply cannot be written; should one arrive, it joins the thread it belongs to.
      const parent = byId.get(row.parent_id) ?? threadOf(rows, byId, row.parent_id);
      parent?.replies.push(row);
    }
  }
  return threads;
}

function threadOf(
  rows: readonly BoardComment[],
  byId: Map<number, CommentThread>,
  id: number,
): CommentThread | undefined {
  const seen = new Set<number>();
  let current = rows.find((row) => row.id === id);
  while (current && current.parent_id !== null && !seen.has(current.id)) {
    seen.add(current.id);
    const parentId: number = current.parent_id;
    current = rows.find((row) => row.id === parentId);
  }
  return current ? byId.get(current.id) : undefined;
}
