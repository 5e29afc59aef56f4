import type { Tx } from '../db/client';
import { findPointAmount } from '../repositories/points';
import type { BoardRow } from '../repositories/board-settings';
import { changePoints } from './points';

/**
 * Board points (decision 026): the point settings' amounts of menu 커뮤니티, unless the board sets its own.
 * What a post or comment earned is stored on it and given back exactly when it is deleted, in the same
 * transaction, through changePoints (decision 012: the balance is always the ledger's sum).
 */
export const BOARD_POINTS = {
  menu: '커뮤니티',
  post: '게시글 쓰기',
  comment: '댓글 쓰기',
} as const;

export async function pointsFor(tx: Tx, board: BoardRow, kind: 'post' | 'comment'): Promise<number> {
  const own = kind === 'post' ? board.postPoints : board.commentPoints;
  if (own !== null) return own;
  return (await findPointAmount(tx, BOARD_POINTS.menu, BOARD_POINTS[kind])) ?? 0;
}

/** Awards (amount > 0 on write) or takes back (amount < 0 on delete) a board activity's points. */
export async function boardPointChange(
  tx: Tx,
  userId: string,
  kind: 'post' | 'comment',
  amount: number,
  title: string,
): Promise<void> {
  if (amount === 0) return;
  await changePoints(tx, { userId, menu: BOARD_POINTS.menu, activity: BOARD_POINTS[kind], amount, title });
}
