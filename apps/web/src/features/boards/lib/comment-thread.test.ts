import { describe, expect, it } from 'vitest';
import { comment } from './test-fixtures';
import { threadComments } from './comment-thread';

const ids = (threads: ReturnType<typeof threadComments>) =>
  threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)]);

describe('threadComments', () => {
  it('puts replies under their comment in order', () => {
    const rows = [comment(1), comment(3, { parent_id: 1 }), comment(2), comment(4, { parent_id: 1 })];
    expect(ids(threadComments(rows))).toEqual([
      [1, [3, 4]],
      [2, []],
    ]);
  });

  it('keeps a reply whose parent is missing, and files a reply to a reply under its thread', () => {
    const rows = [
      comment(1),
      comment(2, { parent_id: 1 }),
      comment(5, { parent_id: 2 }),
      comment(6, { parent_id: 99 }),
    ];
    expect(ids(threadComments(rows))).toEqual([
      [1, [2, 5]],
      [6, []],
    ]);
  });
});
