import type { Nation } from '@carddogam/contract/constants';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';
import {
  isBoardModerator,
  passesGate,
  type BoardAction,
  type BoardGates,
  type BoardViewer,
} from '@carddogam/contract/board/gates';
import { TRADE_MSG } from '@carddogam/contract/calls/trade';
import { PROVIDE_MSG } from '@carddogam/contract/calls/provide';
import type { ErrorCode } from '@carddogam/contract/error-codes';
import { AppError } from '../errors';
import type { SessionUser } from './policy';
import { isAdmin, isBanned, isStaff } from './roles';

/**
 * The permissions of §6, one small function each, for the checks that depend on more than the caller's
 * type (whose review, which edition, which recipient). Route policies (roles.ts) decide who may call at
 * all; these decide what the call may do. Each answers a Verdict; `enforce` turns a refusal into the 401
 * or 403 with the spec's Korean message.
 */
export type Verdict = { ok: true } | { ok: false; status: 401 | 403; code: ErrorCode; message: string };

const OK: Verdict = { ok: true };
const login = (message: string = MSG.loginRequired): Verdict => ({
  ok: false,
  status: 401,
  code: 'LOGIN_REQUIRED',
  message,
});
const deny = (message: string, code: ErrorCode = 'FORBIDDEN'): Verdict => ({ ok: false, status: 403, code, message });

export function enforce(verdict: Verdict): void {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.code, verdict.message);
}

/** Guests cannot review; 밴 유저 cannot either (§5 Reviews, §6). */
export function canWriteReview(user: SessionUser | null): Verdict {
  if (!user) return login(MSG.reviewLoginRequired);
  return isBanned(user.type) ? deny(MSG.reviewBanned, 'BANNED') : OK;
}

/** Members edit or delete their own reviews; 관리자 any review (§6). */
export function canChangeReview(user: SessionUser | null, reviewWriter: string): Verdict {
  if (!user) return login(MSG.reviewLoginRequired);
  if (isAdmin(user.type)) return OK;
  if (isBanned(user.type)) return deny(MSG.reviewBanned, 'BANNED');
  return user.userId === reviewWriter ? OK : deny(MSG.forbidden);
}

/** Blinding and unblinding reviews is for 관리자 (§4, §6). */
export function canBlindReview(user: SessionUser | null): Verdict {
  if (!user) return login();
  return isAdmin(user.type) ? OK : deny(MSG.adminOnly);
}

/** Price create is 관리자 only (§2.11, §6). */
export function canCreatePrice(user: SessionUser | null): Verdict {
  return canBlindReview(user);
}

/** Image, information and error reports: logged-in members who are not banned (§6). */
export function canReport(user: SessionUser | null): Verdict {
  if (!user) return login();
  return isBanned(user.type) ? deny(MSG.bannedUser, 'BANNED') : OK;
}

/** Card editing is for staff (§2.5, §6). */
export function canEditCards(user: SessionUser | null): Verdict {
  if (!user) return login();
  return isStaff(user.type) ? OK : deny(MSG.staffOnly);
}

/** 일어알바 edit only jp records (§6). */
export function canEditEdition(user: SessionUser | null, nation: Nation): Verdict {
  const staff = canEditCards(user);
  if (!staff.ok) return staff;
  return user!.type === '일어알바' && nation !== 'jp' ? deny(MSG.jpEditorOnlyJp, 'JP_ONLY') : OK;
}

/**
 * Editing a card another editor wrote (§6): en records count as written by 관리자; for kr and jp the
 * previous writer's type is looked up, and an unknown writer counts as 매니저. Blocked when that writer is
 * not 관리자 and the editor is not 관리자, 운영진 or 일어알바.
 */
export function canEditCardWrittenBy(
  user: SessionUser | null,
  nation: Nation,
  previousWriterType: string | undefined,
): Verdict {
  const edition = canEditEdition(user, nation);
  if (!edition.ok) return edition;
  const writerType = nation === 'en' ? '관리자' : (previousWriterType ?? '매니저');
  if (writerType === '관리자') return OK;
  return ['관리자', '운영진', '일어알바'].includes(user!.type)
    ? OK
    : deny(MSG.otherManagerCard, 'OTHER_MANAGER');
}

/**
 * The §6 check of one staff save: the edition rule (일어알바 only jp) and the other-manager rule, where
 * "another" editor means someone else — an editor may always edit the record they wrote last.
 */
export function canSaveCardEdition(
  user: SessionUser | null,
  nation: Nation,
  previous: { writer: string | null; writerType: string | undefined },
): Verdict {
  const edition = canEditEdition(user, nation);
  if (!edition.ok) return edition;
  if (previous.writer !== null && previous.writer === user!.userId) return OK;
  return canEditCardWrittenBy(user, nation, previous.writerType);
}

/** The writer recorded by a save (§6): 관리자 and 운영진 keep the previous one when there is one. */
export function writerAfterSave(user: SessionUser, previousWriter: string | null): string {
  return keepsPreviousWriter(user) && previousWriter ? previousWriter : user.userId;
}

/** On save, 관리자 and 운영진 keep the previous writer; anyone else becomes the writer (§6). */
export function keepsPreviousWriter(user: SessionUser): boolean {
  return user.type === '관리자' || user.type === '운영진';
}

/** Private decks open only for their writer (§6), and for a 관리자, who may delete any deck. */
export function canViewDeck(user: SessionUser | null, deck: { writer: string; status: string }): Verdict {
  if (deck.status !== '비공개') return OK;
  if (user && isAdmin(user.type)) return OK;
  return user?.userId === deck.writer ? OK : deny(MSG.privateDeck, 'PRIVATE_DECK');
}

/** A collection opens only when its owner shows it (§6); the owner and a 관리자 always see it. */
export function canViewCollection(
  user: SessionUser | null,
  owner: { userId: string; collectionShow: boolean },
): Verdict {
  if (owner.collectionShow || user?.userId === owner.userId) return OK;
  if (user && isAdmin(user.type)) return OK;
  return deny(MSG.privateCollection, 'PRIVATE_COLLECTION');
}

/** Trade posts: only the writer edits a post or marks its lines sold. */
export function canEditTradePost(user: SessionUser | null, postWriter: string): Verdict {
  if (!user) return login();
  if (isBanned(user.type)) return deny(MSG.bannedUser, 'BANNED');
  return user.userId === postWriter ? OK : deny(TRADE_MSG.notOwner);
}

/** The writer deletes their trade post; a 관리자 may delete any. */
export function canDeleteTradePost(user: SessionUser | null, postWriter: string): Verdict {
  if (user && isAdmin(user.type)) return OK;
  return canEditTradePost(user, postWriter);
}

/** A stored info report (§2.7 'read' mode) opens for the member who filed it and for staff. */
export function canReadInfoReport(user: SessionUser | null, reporter: string): Verdict {
  if (!user) return login();
  return user.userId === reporter || isStaff(user.type) ? OK : deny(MSG.forbidden);
}

/**
 * Deciding a report (review queue): staff, never on their own report (nobody awards themselves points),
 * and a 일어알바 only on jp reports (§6).
 */
export function canDecideReport(
  user: SessionUser | null,
  report: { userId: string; cardNation: string },
): Verdict {
  const staff = canEditCards(user);
  if (!staff.ok) return staff;
  if (report.userId === user!.userId) return deny(PROVIDE_MSG.ownReport, 'OWN_REPORT');
  return user!.type === '일어알바' && report.cardNation !== 'jp' ? deny(PROVIDE_MSG.jpOnly, 'JP_ONLY') : OK;
}

// Community boards (decision 026). A board's gates decide by type and grade; these add §6's fixed rules
// (banned members never write, notices are for moderators) and the ownership rules of posts and comments.

/** A logged-in member with the grade the board gates compare. */
export type BoardMember = SessionUser & { grade: number };

interface GatedBoard {
  gates: BoardGates;
}

const viewerOf = (user: BoardMember | null): BoardViewer | null =>
  user ? { type: user.type, grade: user.grade } : null;

/** Moderators see every board; anyone else passes the board's gate for the action. */
function passesBoardGate(user: BoardMember | null, board: GatedBoard, action: BoardAction): boolean {
  if (user && isBoardModerator(user.type) && (action === 'list' || action === 'read')) return true;
  return passesGate(board.gates[action], viewerOf(user));
}

export function canListBoard(user: BoardMember | null, board: GatedBoard): Verdict {
  if (passesBoardGate(user, board, 'list')) return OK;
  return user ? deny(BOARD_MSG.noList) : login(BOARD_MSG.loginRequired);
}

export function canReadBoard(user: BoardMember | null, board: GatedBoard): Verdict {
  if (passesBoardGate(user, board, 'read')) return OK;
  return user ? deny(BOARD_MSG.noRead) : login(BOARD_MSG.loginRequired);
}

/** Writing: never a guest or a 밴 유저 (§6, worded like the review refusal); then the board's gate. */
export function canWriteInBoard(user: BoardMember | null, board: GatedBoard, isNotice = false): Verdict {
  if (!user) return login(BOARD_MSG.loginRequired);
  if (isBanned(user.type)) return deny(BOARD_MSG.banned, 'BANNED');
  if (!passesBoardGate(user, board, 'write')) return deny(BOARD_MSG.noWrite);
  return isNotice && !isBoardModerator(user.type) ? deny(BOARD_MSG.noticeModeratorOnly) : OK;
}

export function canCommentInBoard(user: BoardMember | null, board: GatedBoard): Verdict {
  if (!user) return login(BOARD_MSG.loginRequired);
  if (isBanned(user.type)) return deny(BOARD_MSG.banned, 'BANNED');
  return passesBoardGate(user, board, 'comment') ? OK : deny(BOARD_MSG.noComment);
}

/** The writer edits their post (a blinded one too: that asks for a review); moderators edit any. */
export function canEditBoardPost(user: BoardMember | null, post: { userId: string }): Verdict {
  if (!user) return login(BOARD_MSG.loginRequired);
  if (isBanned(user.type)) return deny(BOARD_MSG.banned, 'BANNED');
  if (isBoardModerator(user.type)) return OK;
  return user.userId === post.userId ? OK : deny(BOARD_MSG.notOwner);
}

/**
 * Moderators delete any post. The writer deletes their own only while nobody has commented, so that a
 * discussion cannot vanish under the people who took part in it (Gnuboard's rule).
 */
export function canDeleteBoardPost(
  user: BoardMember | null,
  post: { userId: string; commentCount: number },
): Verdict {
  const edit = canEditBoardPost(user, post);
  if (!edit.ok || isBoardModerator(user!.type)) return edit;
  return post.commentCount > 0 ? deny(BOARD_MSG.postHasComments, 'HAS_COMMENTS') : OK;
}

/** The writer edits a comment until someone replies to it. */
export function canEditBoardComment(
  user: BoardMember | null,
  comment: { userId: string; replyCount: number },
): Verdict {
  if (!user) return login(BOARD_MSG.loginRequired);
  if (isBanned(user.type)) return deny(BOARD_MSG.banned, 'BANNED');
  if (user.userId !== comment.userId) return deny(BOARD_MSG.commentNotOwner);
  return comment.replyCount > 0 ? deny(BOARD_MSG.commentHasReplies, 'HAS_REPLIES') : OK;
}

/** The writer deletes a comment until someone replies to it; moderators delete any. */
export function canDeleteBoardComment(
  user: BoardMember | null,
  comment: { userId: string; replyCount: number },
): Verdict {
  if (user && isBoardModerator(user.type)) return OK;
  return canEditBoardComment(user, comment);
}

/** 추천/비추천 and 신고: members who are not banned, never on their own writing. */
export function canVoteOnPost(user: BoardMember | null, post: { userId: string; blinded: boolean }): Verdict {
  if (!user) return login(BOARD_MSG.loginRequired);
  if (isBanned(user.type)) return deny(MSG.bannedUser, 'BANNED');
  if (user.userId === post.userId) return deny(BOARD_MSG.voteOwn, 'OWN_POST');
  return post.blinded ? deny(BOARD_MSG.voteBlinded, 'BLINDED') : OK;
}

export function canReportBoardWriting(user: BoardMember | null, writing: { userId: string }): Verdict {
  if (!user) return login(BOARD_MSG.loginRequired);
  if (isBanned(user.type)) return deny(MSG.bannedUser, 'BANNED');
  return user.userId === writing.userId ? deny(BOARD_MSG.reportOwn, 'OWN_POST') : OK;
}

/** A blinded post or comment stays readable to its writer (who may edit it to ask for review) and moderators. */
export function canSeeBlinded(user: BoardMember | null, writerId: string): boolean {
  return user !== null && (user.userId === writerId || isBoardModerator(user.type));
}
