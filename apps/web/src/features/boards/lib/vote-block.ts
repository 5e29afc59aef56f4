import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';

/**
 * Why the viewer cannot vote on this post, in the server's words, or null when they can. The server's
 * `can.vote` decides; this only explains a refusal next to the disabled buttons.
 */
export function voteBlockReason(
  read: Pick<BoardReadResult, 'can' | 'my_vote' | 'post'>,
  viewer: { user_id: string; type: string } | null,
): string | null {
  if (read.can.vote) return null;
  if (!viewer) return BOARD_MSG.loginRequired;
  if (read.my_vote) return BOARD_MSG.alreadyVoted;
  if (viewer.type === '밴 유저') return MSG.bannedUser;
  if (viewer.user_id === read.post.writer.user_id) return BOARD_MSG.voteOwn;
  if (read.post.blinded) return BOARD_MSG.voteBlinded;
  return '이 글에는 추천하거나 비추천할 수 없습니다.';
}
