import type { z } from 'zod';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { BOARD_COMMENT_PAGE_SIZE, type boardCalls, type BoardComment } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import {
  canCommentInBoard,
  canDeleteBoardComment,
  canEditBoardComment,
  canReadBoard,
  canReportBoardWriting,
  enforce,
  type BoardMember,
} from '../policies/permissions';
import { presentComment } from '../presenters/board';
import * as comments from '../repositories/board-comments';
import { changeCommentCount } from '../repositories/board-moderation';
import { findLivePost, lockLivePost } from '../repositories/board-posts';
import {
  boardById,
  boardMember,
  checkNewAccountLimits,
  knownBoardById,
  type BoardReadContext,
} from './board-access';
import { boardPointChange, pointsFor } from './board-points';

/**
 * Comments (decision 026): plain text, one level of replies. Every comment write locks the post row first,
 * so the post's comment_count and a parent's reply_count move one writer at a time and stay exact; the
 * writer's points follow in the same transaction.
 */

type CommentInput = z.output<(typeof boardCalls.commentInsert)['params']>;

const postGone = () => notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
const commentGone = () => notFound(BOARD_MSG.commentNotFound, 'COMMENT_NOT_FOUND');

/** The post of a comment write with its board, refusing posts the member may not read. */
async function postAndBoard(db: Db, member: BoardMember | null, postId: number) {
  const post = await findLivePost(db, postId);
  if (!post) throw postGone();
  const board = await boardById(db, post.boardId);
  enforce(canReadBoard(member, board));
  return { post, board };
}

/**
 * One page of a post's comments. The post and its board's settings (from memory) are checked first; the
 * page, the row count and the member's own reports are then asked for at once.
 */
export async function listBoardComments(
  { db, boards }: BoardReadContext,
  user: SessionUser | null,
  postId: number,
  page: number,
) {
  const [member, post] = await Promise.all([boardMember(db, user), findLivePost(db, postId)]);
  if (!post) throw postGone();
  enforce(canReadBoard(member, await knownBoardById(boards, post.boardId)));
  const size = BOARD_COMMENT_PAGE_SIZE;
  const [rows, listedCount, reported] = await Promise.all([
    comments.listComments(db, postId, size, (page - 1) * size),
    comments.countListedComments(db, postId),
    member ? comments.reportedCommentIds(db, postId, member.userId) : Promise.resolve(new Set<number>()),
  ]);
  const list: BoardComment[] = rows.map((row) => {
    const head = { userId: row.user_id, replyCount: row.reply_count };
    return presentComment(row, member, {
      canEdit: canEditBoardComment(member, head).ok,
      canDelete: canDeleteBoardComment(member, head).ok,
      canReport: canReportBoardWriting(member, head).ok && !reported.has(row.id),
    });
  });
  return {
    total: post.commentCount,
    page,
    page_count: Math.max(1, Math.ceil(listedCount / size)),
    size,
    rows: list,
  };
}

export async function createBoardComment(db: Db, user: SessionUser, input: CommentInput) {
  const member = await boardMember(db, user);
  const { board } = await postAndBoard(db, member, input.post_id);
  enforce(canCommentInBoard(member, board));
  return runInTransaction(db, async (tx) => {
    await checkNewAccountLimits(tx, member!, 'comment');
    const post = await lockLivePost(tx, input.post_id);
    if (!post) throw postGone();
    if (input.parent_id) {
      const parent = await comments.lockLiveComment(tx, input.parent_id);
      if (!parent || parent.postId !== post.id) throw commentGone();
      if (parent.parentId !== null) throw badRequest(BOARD_MSG.replyDepth, 'REPLY_DEPTH');
      await comments.changeReplyCount(tx, parent.id, 1);
    }
    const amount = await pointsFor(tx, board, 'comment');
    const id = await comments.insertComment(tx, {
      postId: post.id,
      parentId: input.parent_id ?? null,
      userId: user.userId,
      content: input.content,
      pointsAwarded: amount,
    });
    const commentCount = await changeCommentCount(tx, post.id, 1);
    await boardPointChange(tx, user.userId, 'comment', amount, `댓글 쓰기 (${board.name} #${post.id})`);
    return { id, comment_count: commentCount };
  });
}

export async function editBoardComment(db: Db, user: SessionUser, id: number, content: string) {
  const member = await boardMember(db, user);
  const head = await comments.findLiveComment(db, id);
  if (!head) throw commentGone();
  await postAndBoard(db, member, head.postId);
  enforce(canEditBoardComment(member, head));
  await runInTransaction(db, async (tx) => {
    if (!(await lockLivePost(tx, head.postId))) throw postGone();
    const locked = await comments.lockLiveComment(tx, id);
    if (!locked) throw commentGone();
    // A reply may have arrived since the check above.
    enforce(canEditBoardComment(member, locked));
    await comments.updateCommentContent(tx, id, content);
  });
  return { id };
}

/** The writer (no replies yet) or a moderator deletes a comment; its points go back to the writer. */
export async function removeBoardComment(db: Db, user: SessionUser, id: number) {
  const member = await boardMember(db, user);
  const head = await comments.findLiveComment(db, id);
  if (!head) throw commentGone();
  if (!isBoardModerator(user.type)) await postAndBoard(db, member, head.postId);
  enforce(canDeleteBoardComment(member, head));
  return runInTransaction(db, async (tx) => {
    const post = await lockLivePost(tx, head.postId);
    if (!post) throw postGone();
    const locked = await comments.lockLiveComment(tx, id);
    if (!locked) throw commentGone();
    enforce(canDeleteBoardComment(member, locked));
    await comments.softDeleteComment(tx, id, user.userId);
    if (locked.parentId !== null) await comments.changeReplyCount(tx, locked.parentId, -1);
    const commentCount = await changeCommentCount(tx, post.id, -1);
    await boardPointChange(tx, locked.userId, 'comment', -locked.pointsAwarded, `댓글 삭제 (#${post.id})`);
    return { id, comment_count: commentCount };
  });
}
