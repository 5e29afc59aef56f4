import { reportWeight } from '@carddogam/contract/board/gates';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { BOARD_MSG } from '@carddogam/contract/messages';
import type { Db, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canReadBoard, canReportBoardWriting, canVoteOnPost, enforce } from '../policies/permissions';
import { insertMemberAlarm } from '../repositories/alarms';
import { findLiveComment, lockLiveComment } from '../repositories/board-comments';
import * as moderation from '../repositories/board-moderation';
import { lockLivePost, findLivePost, type PostHead } from '../repositories/board-posts';
import type { BoardRow } from '../repositories/board-settings';
import { adjustTally, TALLY_BEST, tallyChanges, type TallyChange } from '../repositories/board-tally';
import { boardById, boardMember } from './board-access';
import { BOARD_ALARM } from './board-posts';

/**
 * 추천/비추천, 신고 with the automatic blind, and the moderators' blind, unblind and move (decision 026).
 * Each write locks the post row first, like every board write.
 */

const postGone = () => notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');

async function readablePost(db: Db, user: SessionUser, id: number) {
  const member = await boardMember(db, user);
  const post = await findLivePost(db, id);
  if (!post) throw postGone();
  const board = await boardById(db, post.boardId);
  enforce(canReadBoard(member, board));
  return { member: member!, post, board };
}

/** Once per member and post, never on one's own; reaching the board's 추천 count makes the post 베스트. */
export async function voteOnPost(db: Db, user: SessionUser, id: number, value: 'up' | 'down') {
  const { member, post, board } = await readablePost(db, user, id);
  enforce(canVoteOnPost(member, post));
  return runInTransaction(db, async (tx) => {
    const locked = await lockLivePost(tx, id);
    if (!locked) throw postGone();
    enforce(canVoteOnPost(member, locked));
    const sign = value === 'up' ? 1 : -1;
    if (!(await moderation.insertVote(tx, id, user.userId, sign)))
      throw conflict(BOARD_MSG.alreadyVoted, 'ALREADY_VOTED');
    const counts = await moderation.countVote(tx, id, sign, board.bestVotes);
    if (counts.isBest && !locked.isBest) {
      await adjustTally(tx, [{ boardId: locked.boardId, bucket: TALLY_BEST, delta: 1 }]);
    }
    return { vote_up: counts.voteUp, vote_down: counts.voteDown, is_best: counts.isBest, my_vote: value };
  });
}

const blindAlarm = (board: BoardRow, post: PostHead, what: '게시글' | '댓글') => ({
  kind: BOARD_ALARM.blinded,
  title: `회원님의 ${what}이 신고 누적으로 블라인드 처리되었습니다 [${board.name}]`,
  content:
    what === '게시글'
      ? `${post.title} — 글을 수정하면 운영진에게 검토를 요청할 수 있습니다.`
      : `${post.title}에 쓰신 댓글`,
  link: boardReadPath({ group: board.group, name: board.name }, post.id),
});

/**
 * A member's 신고 of a post or comment, once each. Reports add up weighted by the reporter's grade
 * (reportWeight); at the board's threshold the writing is blinded and its writer is told by alarm.
 */
export async function reportWriting(
  db: Db,
  user: SessionUser,
  input: { target: 'post' | 'comment'; id: number; reason: string; detail: string },
) {
  const member = await boardMember(db, user);
  const commentHead = input.target === 'comment' ? await findLiveComment(db, input.id) : undefined;
  if (input.target === 'comment' && !commentHead)
    throw notFound(BOARD_MSG.commentNotFound, 'COMMENT_NOT_FOUND');
  const postId = commentHead ? commentHead.postId : input.id;
  const { post, board } = await readablePost(db, user, postId);
  enforce(canReportBoardWriting(member, commentHead ?? post));
  const weight = reportWeight(member!.type, member!.grade);
  return runInTransaction(db, async (tx) => {
    const locked = await lockLivePost(tx, postId);
    if (!locked) throw postGone();
    const comment = commentHead ? await lockLiveComment(tx, commentHead.id) : undefined;
    if (commentHead && !comment) throw notFound(BOARD_MSG.commentNotFound, 'COMMENT_NOT_FOUND');
    const inserted = await moderation.insertReport(tx, {
      postId,
      commentId: comment?.id ?? null,
      userId: user.userId,
      reason: input.reason,
      detail: input.detail,
      weight,
    });
    if (!inserted) throw conflict(BOARD_MSG.alreadyReported, 'ALREADY_REPORTED');
    if (comment) {
      const blinded = await moderation.countCommentReport(tx, comment.id, weight, board.blindThreshold);
      if (blinded && !comment.blinded)
        await insertMemberAlarm(tx, comment.userId, blindAlarm(board, locked, '댓글'));
      return { blinded };
    }
    const blinded = await moderation.countPostReport(tx, postId, weight, board.blindThreshold);
    if (blinded && !locked.blinded)
      await insertMemberAlarm(tx, locked.userId, blindAlarm(board, locked, '게시글'));
    return { blinded };
  });
}

async function lockedPostOrGone(tx: Tx, id: number) {
  const post = await lockLivePost(tx, id);
  if (!post) throw postGone();
  return post;
}

/** A moderator blinds or unblinds a post; unblinding clears its report total and review request. */
export async function setBoardPostBlind(db: Db, id: number, blinded: boolean) {
  await runInTransaction(db, async (tx) => {
    await lockedPostOrGone(tx, id);
    await moderation.setPostBlinded(tx, id, blinded);
  });
  return { id };
}

export async function setBoardCommentBlind(db: Db, id: number, blinded: boolean) {
  const head = await findLiveComment(db, id);
  if (!head) throw notFound(BOARD_MSG.commentNotFound, 'COMMENT_NOT_FOUND');
  await runInTransaction(db, async (tx) => {
    await lockedPostOrGone(tx, head.postId);
    if (!(await lockLiveComment(tx, id))) throw notFound(BOARD_MSG.commentNotFound, 'COMMENT_NOT_FOUND');
    await moderation.setCommentBlinded(tx, id, blinded);
  });
  return { id };
}

/**
 * Moves posts to another board, keeping their ids (links with the old board name still resolve by id).
 * A 말머리 the target board does not have is cleared. Posts are locked in id order, then the tallies of
 * both boards change in one sorted batch.
 */
export async function moveBoardPosts(db: Db, ids: number[], boardId: number) {
  const target = await boardById(db, boardId);
  return runInTransaction(db, async (tx) => {
    let moved = 0;
    const changes: TallyChange[] = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const post = await lockLivePost(tx, id);
      if (!post || post.boardId === target.id) continue;
      const category = post.category && target.categories.includes(post.category) ? post.category : null;
      changes.push(...tallyChanges(post.boardId, post, -1));
      changes.push(...tallyChanges(target.id, { category, isBest: post.isBest }, 1));
      await moderation.movePost(tx, id, target.id, category);
      moved += 1;
    }
    await adjustTally(tx, changes);
    return { moved };
  });
}

export function refuseUnknownDbRequest(board: BoardRow) {
  if (board.kind !== 'DB요청') throw badRequest(BOARD_MSG.notDbRequest, 'NOT_DB_REQUEST');
}

/** Sets a 카드/DB 추가 요청 post's status and the staff reply; the writer is told by alarm. */
export async function answerDbRequest(
  db: Db,
  user: SessionUser,
  input: { post_id: number; status: string; reply: string },
) {
  const post = await findLivePost(db, input.post_id);
  if (!post) throw postGone();
  const board = await boardById(db, post.boardId);
  refuseUnknownDbRequest(board);
  await runInTransaction(db, async (tx) => {
    const locked = await lockedPostOrGone(tx, input.post_id);
    await moderation.saveDbRequest(tx, locked.id, {
      status: input.status,
      reply: input.reply,
      repliedBy: user.userId,
    });
    await insertMemberAlarm(tx, locked.userId, {
      kind: BOARD_ALARM.dbRequest,
      title: `요청하신 카드/DB 추가 요청이 '${input.status}' 상태가 되었습니다`,
      content: input.reply || locked.title,
      link: boardReadPath({ group: board.group, name: board.name }, locked.id),
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
  });
  return { post_id: input.post_id, status: input.status as '접수' | '처리중' | '완료' };
}
