import { readJson, removeKey, writeJson } from '../../../lib/storage';
import type { PostFields } from './post-fields';

/**
 * Drafts of the write and update forms in localStorage: one per member and board (a new post) or per
 * member and post (an edit), so another member on the same browser never sees them.
 */
export type DraftTarget = { kind: 'write'; boardName: string } | { kind: 'update'; postId: number };

export function draftKey(userId: string, target: DraftTarget): string {
  const what = target.kind === 'write' ? `write:${target.boardName}` : `update:${target.postId}`;
  return `board-draft:${userId}:${what}`;
}

interface StoredDraft extends PostFields {
  savedAt: number;
}

/** The stored draft, or null when there is none or it is not of this shape (an older version's). */
export function readDraft(key: string): PostFields | null {
  const stored = readJson<Partial<StoredDraft> | null>(key, null);
  if (!stored || typeof stored !== 'object') return null;
  if (typeof stored.title !== 'string' || typeof stored.content !== 'string') return null;
  return {
    title: stored.title,
    content: stored.content,
    category: typeof stored.category === 'string' ? stored.category : null,
    isNotice: stored.isNotice === true,
  };
}

export function saveDraft(key: string, fields: PostFields): void {
  writeJson(key, { ...fields, savedAt: Date.now() } satisfies StoredDraft);
}

export function clearDraft(key: string): void {
  removeKey(key);
}
