import type { BoardInfo } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import type { SessionUser } from '../../../lib/session';

/**
 * Why the member may not write in this board, in the words the server would refuse with, or null. A 밴
 * 유저 is told about the ban; anyone else the board's write gate keeps out (a 사용자 in 공지사항, a grade
 * below the board's minimum) gets the board's refusal.
 */
export function writeRefusal(user: SessionUser, board: BoardInfo): string | null {
  if (user.type === '밴 유저') return BOARD_MSG.banned;
  return board.can.write ? null : BOARD_MSG.noWrite;
}

/** Why the member may not edit this post, or null. */
export function editRefusal(user: SessionUser, canEdit: boolean): string | null {
  if (user.type === '밴 유저') return BOARD_MSG.banned;
  return canEdit ? null : BOARD_MSG.notOwner;
}
