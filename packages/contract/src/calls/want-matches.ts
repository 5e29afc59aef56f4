import { z } from 'zod';
import { defineCall, id } from '../call';

/**
 * 구해요 (the want list): a member's open buy requests (trade_request, decision 037) seen from the trade
 * posts. A sale line matches a request when it is the same card edition and condition (a graded line: the
 * same grading company and at least the asked grade), still for sale, at or under the request's price, and
 * written by someone else. A new match tells the requester once with an alarm; the want list shows the
 * matched posts; the seller sees how many members look for the post's cards.
 */

export const WANT_MSG = {
  alarmKind: '구해요',
  alarmTitle: '구해요 카드 판매글',
  wantedBy: (members: number) => `이 카드를 찾는 회원 ${members}명`,
  listTitle: '내 구해요 목록',
  onlyMine: '내 구해요만',
  noMatches: '아직 조건에 맞는 판매글이 없습니다.',
  sellerOnly: '판매글을 쓴 회원만 볼 수 있습니다.',
} as const;

/** How many requests the want list asks about at once: one page of /trade/request. */
export const WANT_MATCH_MAX_REQUESTS = 100;
/** The newest matched posts shown under one request. */
export const WANT_MATCHES_PER_REQUEST = 10;

/** One sale post matched to one of the member's requests. */
export const wantMatch = z.object({
  request_id: z.number(),
  post_id: z.number(),
  title: z.string(),
  card_price: z.number(),
  /** The line's state now ('등록됨', '판매완료'), or null when the seller has since removed the line. */
  line_state: z.string().nullable(),
  /** When the post was matched (Korean time, 'YYYY-MM-DD HH:mm'). */
  created: z.string(),
});
export type WantMatch = z.infer<typeof wantMatch>;

export const wantMatchCalls = {
  /** The matched posts of the caller's own requests, newest first per request. */
  myMatches: defineCall(
    '/api/trade/request/matches',
    z.object({ request_ids: z.array(id).max(WANT_MATCH_MAX_REQUESTS) }),
    z.object({ rows: z.array(wantMatch) }),
  ),
  /** For the post's writer: distinct members with an open request for any card edition of the post. */
  postWanted: defineCall('/api/trade/post/wanted', z.object({ id }), z.object({ members: z.number() })),
};
