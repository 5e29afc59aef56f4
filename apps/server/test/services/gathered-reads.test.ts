import { describe, expect, it } from 'vitest';
import { gatherReads } from '../../src/db/gathered-reads';

interface Row {
  id: string;
  name: string;
}

function fakeTable(rows: Row[]) {
  const statements: string[][] = [];
  const reads = gatherReads<Row>(
    async (ids) => {
      statements.push(ids);
      return rows.filter((row) => ids.includes(row.id)).reverse();
    },
    (row) => row.id,
  );
  return { statements, reads, rows };
}

describe('reads gathered into one statement', () => {
  it('answers reads asked for together with one statement, each with its own row', async () => {
    const table = fakeTable([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]);
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((id) => table.reads.load(id)));
    expect(answers).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'a', name: 'A' },
      undefined,
    ]);
    // Each key once, in one statement.
    expect(table.statements).toEqual([['a', 'b', 'missing']]);
  });

  it('keeps nothing between batches: a later read sees the row as it is then', async () => {
    const table = fakeTable([{ id: 'a', name: 'A' }]);
    expect(await table.reads.load('a')).toEqual({ id: 'a', name: 'A' });
    table.rows[0]!.name = 'A2';
    expect(await table.reads.load('a')).toEqual({ id: 'a', name: 'A2' });
    expect(table.statements).toEqual([['a'], ['a']]);
  });

  it('hands a failed statement to every read of its batch', async () => {
    const reads = gatherReads<Row>(
      () => Promise.reject(new Error('connection lost')),
      (row) => row.id,
    );
    const settled = await Promise.allSettled([reads.load('a'), reads.load('b')]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});
