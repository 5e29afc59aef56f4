import { WANT_MSG, type WantMatch } from '@carddogam/contract/calls/want-matches';
import { TRADE_MSG } from '@carddogam/contract/calls/trade';
import type { Db, Tx } from '../db/client';
import { notFound } from '../errors';
import { enforce } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { canSeePostWanted } from '../policies/want-matches';
import { insertMemberAlarm } from '../repositories/alarms';
import { findPost } from '../repositories/trade-posts';
import {
  countPostWanters,
  insertMatches,
  listMatchesOf,
  type NewWantMatch,
} from '../repositories/want-matches';

/**
 * 구해요 matching (decision 037's buy requests as a want list). A post's writes call matchWantedPosts in
 * their transaction once its lines are stored: the new matches and their alarms commit with the post, or
 * not at all. A request hears of a post once — the match table's key — however often the post is edited;
 * a line added by an edit that answers another request tells that requester.
 */
export async function matchWantedPosts(tx: Tx, postId: number): Promise<number> {
  const added = await insertMatches(tx, postId);
  for (const match of added) {
    await insertMemberAlarm(tx, match.requester, {
      kind: WANT_MSG.alarmKind,
      title: WANT_MSG.alarmTitle,
      content: alarmContent(match),
      link: `/trade/post/read?id=${match.post_id}`,
      actorUserId: match.seller,
      actorNickname: match.seller_nickname,
    });
  }
  return added.length;
}

const won = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** '리자몽 ex · PSA 10 · 9,000원': the card, the line's condition and its price. */
export function alarmContent(
  match: Pick<NewWantMatch, 'card_name' | 'card_state' | 'grade_company' | 'grade' | 'card_price'>,
): string {
  const condition =
    match.card_state === '등급' && match.grade !== null
      ? `${match.grade_company === 'PSA' ? 'PSA' : '기타'} ${match.grade / 10}`
      : match.card_state;
  return `${match.card_name} · ${condition} · ${won.format(match.card_price)}원`;
}

/** The seller's count of members looking for the post's cards. */
export async function postWantedCount(db: Db, user: SessionUser, postId: number): Promise<number> {
  const post = await findPost(db, postId);
  if (!post) throw notFound(TRADE_MSG.notFound, 'TRADE_POST_NOT_FOUND');
  enforce(canSeePostWanted(user, post.userId));
  return countPostWanters(db, postId, post.userId);
}

/** Matches of the caller's own requests only: another member's request ids simply match nothing. */
export function myWantMatches(db: Db, user: SessionUser, requestIds: number[]): Promise<WantMatch[]> {
  return listMatchesOf(db, user.userId, [...new Set(requestIds)]);
}
