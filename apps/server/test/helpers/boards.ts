import { eq, sql } from 'drizzle-orm';
import { OPEN_BOARD_GATES, type BoardGates } from '@carddogam/contract/board/gates';
import type { Db } from '../../src/db/client';
import { boardGroup, users } from '../../src/db/schema/index';
import { runInTransaction } from '../../src/db/transactions';
import { insertPost } from '../../src/repositories/board-posts';
import { boardValues, insertBoard, insertGroup } from '../../src/repositories/board-settings';
import { adjustTally, tallyChanges } from '../../src/repositories/board-tally';

/** Boards and posts written straight to the database, for tests that are not about writing them. */

export async function createBoard(
  db: Db,
  options: {
    group: string;
    name: string;
    gates?: BoardGates;
    categories?: string[];
    bestVotes?: number;
    blindThreshold?: number;
    postPoints?: number | null;
    commentPoints?: number | null;
  },
): Promise<number> {
  const [group] = await db.select().from(boardGroup).where(eq(boardGroup.name, options.group));
  const groupId = group?.id ?? (await insertGroup(db, { name: options.group, sort: 0 }));
  return insertBoard(
    db,
    boardValues({
      groupId,
      name: options.name,
      gates: options.gates ?? OPEN_BOARD_GATES,
      categories: options.categories ?? [],
      bestVotes: options.bestVotes ?? 10,
      blindThreshold: options.blindThreshold ?? 3,
      postPoints: options.postPoints ?? null,
      commentPoints: options.commentPoints ?? null,
    }),
  );
}

export async function insertBoardPost(
  db: Db,
  values: { boardId: number; userId: string; title: string; content?: string; category?: string | null },
): Promise<number> {
  return runInTransaction(db, async (tx) => {
    const id = await insertPost(tx, {
      boardId: values.boardId,
      userId: values.userId,
      title: values.title,
      content: values.content ?? `<p>${values.title}</p>`,
      contentText: values.title,
      category: values.category ?? null,
    });
    await adjustTally(
      tx,
      tallyChanges(values.boardId, { category: values.category ?? null, isBest: false }, 1),
    );
    return id;
  });
}

/** Makes a member look older than the first-day limits (test members are all created just now). */
export async function ageMember(db: Db, userId: string, days = 2): Promise<void> {
  await db
    .update(users)
    .set({ created: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.userId, userId));
}

export async function setGrade(db: Db, userId: string, grade: number): Promise<void> {
  await db.update(users).set({ grade }).where(eq(users.userId, userId));
}
