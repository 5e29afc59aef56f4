import { eq, sql } from 'drizzle-orm';
import { NEW_ACCOUNT_LIMITS, isBoardModerator } from '@carddogam/contract/board/gates';
import type { BoardInfo } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { queryRows, type Db, type DbOrTx, type Tx } from '../db/client';
import { users } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import {
  canCommentInBoard,
  canListBoard,
  canReadBoard,
  canWriteInBoard,
  type BoardMember,
} from '../policies/permissions';
import { findBoard, findBoardByName, type BoardRow } from '../repositories/board-settings';
import type { BoardDirectory, BoardSettings } from './board-directory';

/** Who is asking, with the grade the board gates compare, and the boards they ask about (decision 026). */

/** The session user with their grade (the session does not carry it), or null for a guest. */
export async function boardMember(db: DbOrTx, user: SessionUser | null): Promise<BoardMember | null> {
  if (!user) return null;
  const [row] = await db.select({ grade: users.grade }).from(users).where(eq(users.userId, user.userId));
  return { ...user, grade: row?.grade ?? 0 };
}

export async function boardById(db: DbOrTx, id: number): Promise<BoardRow> {
  const board = await findBoard(db, id);
  if (!board) throw notFound(BOARD_MSG.boardNotFound, 'BOARD_NOT_FOUND');
  return board;
}

export async function boardByName(db: DbOrTx, name: string): Promise<BoardRow> {
  const board = await findBoardByName(db, name);
  if (!board) throw notFound(BOARD_MSG.boardNotFound, 'BOARD_NOT_FOUND');
  return board;
}

/** The board reads: the database, and the boards' settings kept in memory. */
export interface BoardReadContext {
  db: Db;
  boards: BoardDirectory;
}

export async function knownBoardById(boards: BoardDirectory, id: number): Promise<BoardSettings> {
  const board = await boards.byId(id);
  if (!board) throw notFound(BOARD_MSG.boardNotFound, 'BOARD_NOT_FOUND');
  return board;
}

export async function knownBoardByName(boards: BoardDirectory, name: string): Promise<BoardSettings> {
  const board = await boards.byName(name);
  if (!board) throw notFound(BOARD_MSG.boardNotFound, 'BOARD_NOT_FOUND');
  return board;
}

/** The board as the web app sees it, with what this viewer may do there. */
export function presentBoardInfo(
  board: BoardSettings,
  viewer: BoardMember | null,
  postCount: number,
): BoardInfo {
  return {
    id: board.id,
    group_id: board.groupId,
    group: board.group,
    name: board.name,
    kind: board.kind as BoardInfo['kind'],
    categories: board.categories,
    rows_per_page: board.rowsPerPage,
    best_votes: board.bestVotes,
    images_allowed: board.imagesAllowed,
    post_count: postCount,
    can: {
      list: canListBoard(viewer, board).ok,
      read: canReadBoard(viewer, board).ok,
      write: canWriteInBoard(viewer, board).ok,
      comment: canCommentInBoard(viewer, board).ok,
      moderate: viewer !== null && isBoardModerator(viewer.type),
    },
  };
}

/** The first key of the per-member advisory lock of the first-day limits ('BNEW'), apart from other locks. */
const NEW_ACCOUNT_LOCK_SPACE = 0x424e4557;

const limited = (message: string) => new AppError(429, 'NEW_ACCOUNT_LIMIT', message);

/**
 * The first-day limits of NEW_ACCOUNT_LIMITS, checked inside the writing transaction under a per-member
 * advisory lock, so that two posts sent at the same moment cannot both pass. Taken before any row lock of
 * the write. Staff are not limited.
 */
export async function checkNewAccountLimits(tx: Tx, member: BoardMember, kind: 'post' | 'comment') {
  if (isBoardModerator(member.type) || member.type === '일어알바') return;
  const [account] = await queryRows<{ is_new: boolean }>(
    tx,
    sql`select created > now() - make_interval(hours => ${NEW_ACCOUNT_LIMITS.hours}) as is_new
      from users where user_id = ${member.userId}`,
  );
  if (!account?.is_new) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${NEW_ACCOUNT_LOCK_SPACE}::int, hashtext(${member.userId}))`,
  );
  const since = sql`now() - make_interval(hours => ${NEW_ACCOUNT_LIMITS.hours})`;
  if (kind === 'comment') {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from board_comment where user_id = ${member.userId} and created > ${since}`,
    );
    if ((row?.n ?? 0) >= NEW_ACCOUNT_LIMITS.comments) throw limited(BOARD_MSG.newAccountComments);
    return;
  }
  const [row] = await queryRows<{ n: number; recent: boolean }>(
    tx,
    sql`select count(*)::int as n,
        coalesce(bool_or(created > now() - make_interval(secs => ${NEW_ACCOUNT_LIMITS.postIntervalSeconds})), false)
          as recent
      from board_post where user_id = ${member.userId} and created > ${since}`,
  );
  if ((row?.n ?? 0) >= NEW_ACCOUNT_LIMITS.posts) throw limited(BOARD_MSG.newAccountPosts);
  if (row?.recent) throw limited(BOARD_MSG.newAccountInterval);
}
