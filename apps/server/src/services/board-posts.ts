import type { z } from 'zod';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { BOARD_IMAGE_MAX, type boardCalls } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import {
  canDeleteBoardPost,
  canEditBoardPost,
  canReadBoard,
  canWriteInBoard,
  enforce,
} from '../policies/permissions';
import { insertMemberAlarm, insertStaffAlarm } from '../repositories/alarms';
import * as posts from '../repositories/board-posts';
import type { BoardRow } from '../repositories/board-settings';
import { adjustTally, categoryBucket, tallyChanges } from '../repositories/board-tally';
import { boardById, boardMember, checkNewAccountLimits } from './board-access';
import { sanitizePostHtml, type SanitizedPost } from './board-html';
import { boardPointChange, pointsFor } from './board-points';

/**
 * Writing, editing and deleting board posts (decision 026). Each write is one transaction: the post, the
 * board's post counts, the DB request row and the writer's points commit or fail together. Lock order:
 * the member's first-day advisory lock, then the post row, then board_tally rows, then the member's
 * balance (changePoints) — the same in every board write.
 */

type PostInput = z.output<(typeof boardCalls.insert)['params']>;
type PostUpdate = z.output<(typeof boardCalls.update)['params']>;

export const BOARD_ALARM = {
  blinded: '게시판 - 블라인드',
  review: '게시판 - 검토 요청',
  deleted: '게시판 - 삭제',
  dbRequest: '게시판 - DB 요청 답변',
} as const;

/** The 말머리 of a write: one of the board's, or none. A post keeps a 말머리 the board has since dropped. */
function categoryFor(
  board: BoardRow,
  wanted: string | null | undefined,
  kept?: string | null,
): string | null {
  if (!wanted) return null;
  if (board.categories.includes(wanted) || wanted === kept) return wanted;
  throw badRequest(BOARD_MSG.categoryInvalid, 'CATEGORY_INVALID');
}

/** Sanitizes the HTML and refuses what is empty once sanitized, or has images the board does not take. */
function cleanContent(board: BoardRow, html: string): SanitizedPost {
  const clean = sanitizePostHtml(html);
  if (clean.text === '' && clean.imageCount === 0 && clean.mentions.length === 0)
    throw badRequest(BOARD_MSG.contentRequired, 'CONTENT_EMPTY');
  if (clean.imageCount > 0 && !board.imagesAllowed) throw badRequest(BOARD_MSG.imagesOff, 'IMAGES_OFF');
  if (clean.imageCount > BOARD_IMAGE_MAX) throw badRequest(BOARD_MSG.tooManyImages, 'TOO_MANY_IMAGES');
  return clean;
}

const readLink = (board: BoardRow, id: number) => boardReadPath({ group: board.group, name: board.name }, id);

export async function createBoardPost(db: Db, user: SessionUser, input: PostInput) {
  const member = await boardMember(db, user);
  const board = await boardById(db, input.board_id);
  enforce(canWriteInBoard(member, board, input.is_notice));
  const category = categoryFor(board, input.category);
  const clean = cleanContent(board, input.content);
  const id = await runInTransaction(db, async (tx) => {
    await checkNewAccountLimits(tx, member!, 'post');
    const amount = await pointsFor(tx, board, 'post');
    const postId = await posts.insertPost(tx, {
      boardId: board.id,
      category,
      title: input.title,
      content: clean.html,
      contentText: clean.text,
      userId: user.userId,
      isNotice: input.is_notice,
      hasImage: clean.imageCount > 0,
      pointsAwarded: amount,
    });
    await adjustTally(tx, tallyChanges(board.id, { category, isBest: false }, 1));
    if (board.kind === 'DB요청') await posts.insertDbRequest(tx, postId);
    await boardPointChange(tx, user.userId, 'post', amount, `게시글 쓰기 (${board.name} #${postId})`);
    return postId;
  });
  return { id, board_group: board.group, board_name: board.name };
}

/**
 * The writer or a moderator edits a post. Only moderators change the notice flag. When the writer edits a
 * post that reports blinded, the post asks for a review: it stays blinded, moderators get an alarm and
 * see it first in the blinded list.
 */
export async function editBoardPost(db: Db, user: SessionUser, input: PostUpdate) {
  const member = await boardMember(db, user);
  const head = await posts.findLivePost(db, input.id);
  if (!head) throw notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
  enforce(canEditBoardPost(member, head));
  const board = await boardById(db, head.boardId);
  const moderator = isBoardModerator(member!.type);
  const category = categoryFor(board, input.category, head.category);
  const clean = cleanContent(board, input.content);
  return runInTransaction(db, async (tx) => {
    const locked = await posts.lockLivePost(tx, input.id);
    if (!locked) throw notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
    if (locked.category !== category) {
      await adjustTally(tx, [
        ...(locked.category
          ? [{ boardId: locked.boardId, bucket: categoryBucket(locked.category), delta: -1 }]
          : []),
        ...(category ? [{ boardId: locked.boardId, bucket: categoryBucket(category), delta: 1 }] : []),
      ]);
    }
    const asksReview = locked.blinded && locked.userId === user.userId;
    await posts.updatePost(tx, locked.id, {
      category,
      title: input.title,
      content: clean.html,
      contentText: clean.text,
      hasImage: clean.imageCount > 0,
      isNotice: moderator ? input.is_notice : locked.isNotice,
      updated: new Date(),
      ...(asksReview ? { reviewRequested: true } : {}),
    });
    if (asksReview && !locked.reviewRequested) {
      await insertStaffAlarm(tx, {
        kind: BOARD_ALARM.review,
        title: `${user.nickname}(${user.userId})님이 블라인드된 게시글을 수정하고 검토를 요청했습니다 [${board.name}]`,
        content: input.title,
        link: readLink(board, locked.id),
        actorUserId: user.userId,
        actorNickname: user.nickname,
      });
    }
    return { id: locked.id, review_requested: asksReview || locked.reviewRequested };
  });
}

/**
 * Deletes a post (kept as a soft-deleted row for reports and the ledger): the board's counts drop and the
 * writer gives back exactly the points it earned. A moderator deleting someone else's post tells them.
 */
export async function removeBoardPost(db: Db, user: SessionUser, id: number) {
  const member = await boardMember(db, user);
  const head = await posts.findLivePost(db, id);
  if (!head) throw notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
  enforce(canDeleteBoardPost(member, head));
  const board = await boardById(db, head.boardId);
  await runInTransaction(db, async (tx) => {
    const locked = await posts.lockLivePost(tx, id);
    if (!locked) throw notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
    // The comment count may have changed since the check above; the locked row decides.
    enforce(canDeleteBoardPost(member, locked));
    await posts.softDeletePost(tx, id, user.userId);
    await adjustTally(tx, tallyChanges(locked.boardId, locked, -1));
    await boardPointChange(
      tx,
      locked.userId,
      'post',
      -locked.pointsAwarded,
      `게시글 삭제 (${board.name} #${id})`,
    );
    if (locked.userId !== user.userId) {
      await insertMemberAlarm(tx, locked.userId, {
        kind: BOARD_ALARM.deleted,
        title: `회원님의 게시글이 운영진에 의해 삭제되었습니다 [${board.name}]`,
        content: locked.title,
        link: null,
        actorUserId: user.userId,
        actorNickname: user.nickname,
      });
    }
  });
  return { id };
}

/**
 * The §7.11 view increase, once per viewer and UTC day (§2.1), like trade posts (decision 014). Answers
 * undefined, as for an unknown post, when the viewer may not read the post's board.
 */
export async function countBoardPostView(
  db: Db,
  user: SessionUser | null,
  id: number,
  viewer: string,
): Promise<number | undefined> {
  const post = await posts.findLivePost(db, id);
  if (!post) return undefined;
  const board = await boardById(db, post.boardId);
  if (!canReadBoard(await boardMember(db, user), board).ok) return undefined;
  const day = new Date().toISOString().slice(0, 10);
  return runInTransaction(db, (tx) => posts.countView(tx, id, viewer, day));
}
