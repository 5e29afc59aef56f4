import { and, asc, eq, sql } from 'drizzle-orm';
import type { BoardGates } from '@carddogam/contract/board/gates';
import type { DbOrTx } from '../db/client';
import { board, boardGroup, boardPost, boardTally } from '../db/schema/index';
import { TALLY_ALL } from './board-tally';

/** Board groups and boards: the settings 관리자 edits at /admin/board/category (decision 026). */

export type BoardGroupRow = typeof boardGroup.$inferSelect;
type BoardTableRow = typeof board.$inferSelect;
export type BoardInsert = typeof board.$inferInsert;

/** A board with its group's name, its gates gathered in one object and its post count. */
export interface BoardRow extends Omit<BoardTableRow, 'gateList' | 'gateRead' | 'gateWrite' | 'gateComment'> {
  group: string;
  gates: BoardGates;
  postCount: number;
}

const boardColumns = {
  id: board.id,
  groupId: board.groupId,
  name: board.name,
  sort: board.sort,
  kind: board.kind,
  categories: board.categories,
  gateList: board.gateList,
  gateRead: board.gateRead,
  gateWrite: board.gateWrite,
  gateComment: board.gateComment,
  postPoints: board.postPoints,
  commentPoints: board.commentPoints,
  rowsPerPage: board.rowsPerPage,
  bestVotes: board.bestVotes,
  imagesAllowed: board.imagesAllowed,
  blindThreshold: board.blindThreshold,
  created: board.created,
  group: boardGroup.name,
  postCount: sql<number>`coalesce(${boardTally.count}, 0)::int`,
};

type SelectedBoard = BoardTableRow & { group: string; postCount: number };

function toBoardRow({ gateList, gateRead, gateWrite, gateComment, ...rest }: SelectedBoard): BoardRow {
  return { ...rest, gates: { list: gateList, read: gateRead, write: gateWrite, comment: gateComment } };
}

function selectBoards(db: DbOrTx) {
  return db
    .select(boardColumns)
    .from(board)
    .innerJoin(boardGroup, eq(boardGroup.id, board.groupId))
    .leftJoin(boardTally, and(eq(boardTally.boardId, board.id), eq(boardTally.bucket, TALLY_ALL)));
}

/** Every board, in menu order (group, then board). */
export async function listBoards(db: DbOrTx): Promise<BoardRow[]> {
  const rows = await selectBoards(db).orderBy(
    asc(boardGroup.sort),
    asc(boardGroup.id),
    asc(board.sort),
    asc(board.id),
  );
  return rows.map(toBoardRow);
}

export async function findBoard(db: DbOrTx, id: number): Promise<BoardRow | undefined> {
  const [row] = await selectBoards(db).where(eq(board.id, id)).limit(1);
  return row && toBoardRow(row);
}

/**
 * By name alone: names are unique across groups, so a link whose board_group is stale (the board moved to
 * another group) still opens the board.
 */
export async function findBoardByName(db: DbOrTx, name: string): Promise<BoardRow | undefined> {
  const [row] = await selectBoards(db).where(eq(board.name, name)).limit(1);
  return row && toBoardRow(row);
}

export function listGroups(db: DbOrTx): Promise<BoardGroupRow[]> {
  return db.select().from(boardGroup).orderBy(asc(boardGroup.sort), asc(boardGroup.id));
}

export async function findGroup(db: DbOrTx, id: number): Promise<BoardGroupRow | undefined> {
  const [row] = await db.select().from(boardGroup).where(eq(boardGroup.id, id)).limit(1);
  return row;
}

export async function insertGroup(db: DbOrTx, values: { name: string; sort: number }): Promise<number> {
  const [row] = await db.insert(boardGroup).values(values).returning({ id: boardGroup.id });
  return row!.id;
}

export async function updateGroup(db: DbOrTx, id: number, values: { name: string; sort: number }) {
  const rows = await db
    .update(boardGroup)
    .set(values)
    .where(eq(boardGroup.id, id))
    .returning({ id: boardGroup.id });
  return rows.length > 0;
}

export async function deleteGroup(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(boardGroup).where(eq(boardGroup.id, id)).returning({ id: boardGroup.id });
  return rows.length > 0;
}

export async function groupHasBoards(db: DbOrTx, groupId: number): Promise<boolean> {
  const [row] = await db.select({ id: board.id }).from(board).where(eq(board.groupId, groupId)).limit(1);
  return row !== undefined;
}

/** The stored columns of a board from its settings. */
export function boardValues(
  settings: Omit<BoardInsert, 'gateList' | 'gateRead' | 'gateWrite' | 'gateComment'> & { gates: BoardGates },
): BoardInsert {
  const { gates, ...rest } = settings;
  return {
    ...rest,
    gateList: gates.list,
    gateRead: gates.read,
    gateWrite: gates.write,
    gateComment: gates.comment,
  };
}

export async function insertBoard(db: DbOrTx, values: BoardInsert): Promise<number> {
  const [row] = await db.insert(board).values(values).returning({ id: board.id });
  return row!.id;
}

export async function updateBoard(db: DbOrTx, id: number, values: Partial<BoardInsert>): Promise<boolean> {
  const rows = await db.update(board).set(values).where(eq(board.id, id)).returning({ id: board.id });
  return rows.length > 0;
}

/** A board with any post, even a deleted one, keeps its history: it cannot be deleted, only emptied by moves. */
export async function boardHasPosts(db: DbOrTx, boardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: boardPost.id })
    .from(boardPost)
    .where(eq(boardPost.boardId, boardId))
    .limit(1);
  return row !== undefined;
}

export async function deleteBoard(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(board).where(eq(board.id, id)).returning({ id: board.id });
  return rows.length > 0;
}
