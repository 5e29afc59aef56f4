import { sql, type SQL } from 'drizzle-orm';
import type { WantMatch } from '@carddogam/contract/calls/want-matches';
import { WANT_MATCHES_PER_REQUEST } from '@carddogam/contract/calls/want-matches';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/**
 * 구해요 matching: sale lines (trade_price rows of a post, alias p) against members' open buy requests
 * (trade_request, alias r), and the matches written to trade_request_match.
 */

/**
 * When sale line p answers request r. One rule for the alarm, the seller's count and the card list's
 * '내 구해요만' filter, so what notifies a member is what they see filtered. A graded line answers a
 * request of the same grading company at the asked grade or better (a PSA 10 satisfies "PSA 9 이상").
 * The lookup from a line to its requests uses trade_request_card_idx (card_id, card_nation).
 */
export function lineAnswersRequest(r: SQL = sql.raw('r'), p: SQL = sql.raw('p')): SQL {
  return sql`${r}.card_id = ${p}.card_id and ${r}.card_nation = ${p}.card_nation and ${r}.state = '요청중'
    and ${p}.state = '등록됨' and ${p}.post_id <> 0 and ${p}.card_price <= ${r}.want_price
    and ${r}.user_id <> ${p}.user_id and ${r}.card_state = ${p}.card_state
    and (${r}.card_state <> '등급'
      or (${p}.grade_company = ${r}.grade_company and ${p}.grade >= ${r}.grade))`;
}

export interface NewWantMatch {
  request_id: number;
  post_id: number;
  requester: string;
  card_name: string;
  card_state: string;
  grade_company: string | null;
  grade: number | null;
  card_price: number;
  seller: string;
  seller_nickname: string | null;
}

/**
 * The statement that writes a post's new matches: one row per request (its cheapest matching line), and
 * nothing for a request already matched to the post (the primary key), so an edit never matches twice.
 * Exported for the query plan in the tests and the benchmark.
 */
export function insertMatchesQuery(postId: number): SQL {
  return sql`with added as (
      insert into trade_request_match (request_id, post_id, price_id, card_price)
      select distinct on (r.id) r.id, p.post_id, p.id, p.card_price
      from trade_price p join trade_request r on ${lineAnswersRequest()}
      where p.post_id = ${postId}
      order by r.id, p.card_price, p.id
      on conflict (request_id, post_id) do nothing
      returning request_id, post_id, price_id, card_price
    )
    select a.request_id, a.post_id, r.user_id as requester, r.card_name, p.card_state, p.grade_company,
      p.grade::int as grade, a.card_price, p.user_id as seller, u.nickname as seller_nickname
    from added a join trade_request r on r.id = a.request_id join trade_price p on p.id = a.price_id
      left join users u on u.user_id = p.user_id
    order by a.request_id`;
}

export function insertMatches(tx: Tx, postId: number): Promise<NewWantMatch[]> {
  return queryRows<NewWantMatch>(tx, insertMatchesQuery(postId));
}

/** Distinct members other than the seller with an open request for any card edition of the post. */
export async function countPostWanters(db: DbOrTx, postId: number, seller: string): Promise<number> {
  const [row] = await queryRows<{ members: number }>(
    db,
    sql`select count(distinct r.user_id)::int as members from trade_request r
      where r.state = '요청중' and r.user_id <> ${seller}
        and (r.card_id, r.card_nation) in (select p.card_id, p.card_nation from trade_price p where p.post_id = ${postId})`,
  );
  return row?.members ?? 0;
}

/** The newest matched posts of the member's own requests among `requestIds`, a few per request. */
export function listMatchesOf(db: DbOrTx, userId: string, requestIds: number[]): Promise<WantMatch[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    requestIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<WantMatch>(
    db,
    sql`select request_id, post_id, title, card_price, line_state, created from (
        select m.request_id, m.post_id, t.title, m.card_price, p.state as line_state,
          ${seoulDateTime(sql`m.created`)} as created,
          row_number() over (partition by m.request_id order by m.created desc, m.post_id desc) as n
        from trade_request_match m
          join trade_request r on r.id = m.request_id
          join trade_post t on t.id = m.post_id
          left join trade_price p on p.id = m.price_id
        where m.request_id in (${ids}) and r.user_id = ${userId}
      ) x
      where n <= ${WANT_MATCHES_PER_REQUEST}
      order by request_id, n`,
  );
}
