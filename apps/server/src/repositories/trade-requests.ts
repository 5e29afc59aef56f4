import { sql, type SQL } from 'drizzle-orm';
import type { RequestState, TradeRequestRow } from '@carddogam/contract/calls/trade-request';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import { likeEscape, nameMatches } from './search-conditions';

/** Members' buy requests (trade_request, decision 037). */

const ROW_FIELDS = sql`r.id, r.user_id, coalesce(u.nickname, '탈퇴한 회원') as nickname, r.card_id, r.card_nation,
  r.card_name, r.card_state, r.grade_company, r.grade::int as grade, r.want_price, r.memo, r.state,
  r.staff_memo, ${seoulDateTime(sql`r.created`)} as created,
  case when r.updated is not null then ${seoulDateTime(sql`r.updated`)} end as updated`;

export interface NewTradeRequest {
  userId: string;
  cardId: string;
  cardNation: Nation;
  cardName: string;
  cardState: string;
  gradeCompany: string | null;
  grade: number | null;
  wantPrice: number;
  memo: string;
}

export async function insertTradeRequest(db: DbOrTx, r: NewTradeRequest): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into trade_request
          (user_id, card_id, card_nation, card_name, card_state, grade_company, grade, want_price, memo)
        values (${r.userId}, ${r.cardId}, ${r.cardNation}, ${r.cardName}, ${r.cardState}, ${r.gradeCompany},
          ${r.grade}, ${r.wantPrice}, ${r.memo})
        returning id`,
  );
  return row!.id;
}

async function listWhere(
  db: DbOrTx,
  where: SQL,
  page: number,
  size: number,
): Promise<{ total: number; rows: TradeRequestRow[] }> {
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from trade_request r where ${where}`,
  );
  const rows = await queryRows<TradeRequestRow>(
    db,
    sql`select ${ROW_FIELDS} from trade_request r left join users u on u.user_id = r.user_id
        where ${where}
        order by r.created desc, r.id desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  return { total: count?.total ?? 0, rows };
}

export function listMyTradeRequests(db: DbOrTx, userId: string, page: number, size: number) {
  return listWhere(db, sql`r.user_id = ${userId}`, page, size);
}

export function listTradeRequestsForStaff(
  db: DbOrTx,
  q: { page: number; size: number; state: RequestState | null; card: string },
) {
  const where: SQL[] = [sql`true`];
  if (q.state) where.push(sql`r.state = ${q.state}`);
  if (q.card)
    where.push(sql`(r.card_id = ${q.card} or r.card_name ilike ${`%${likeEscape(q.card)}%`}
      or r.card_id in (select s.card_id from card_search s where ${nameMatches(q.card)}))`);
  return listWhere(db, sql.join(where, sql` and `), q.page, q.size);
}

export async function readTradeRequest(db: DbOrTx, id: number): Promise<TradeRequestRow | undefined> {
  const [row] = await queryRows<TradeRequestRow>(
    db,
    sql`select ${ROW_FIELDS} from trade_request r left join users u on u.user_id = r.user_id
        where r.id = ${id}`,
  );
  return row;
}

/**
 * Closes an open request in one conditional statement, so of a member's cancel and a 관리자's 완료 at
 * the same moment exactly one wins. Answers whether it closed; `owner` limits it to a member's own.
 */
export async function closeTradeRequest(
  tx: Tx,
  id: number,
  change: { state: RequestState; staffMemo?: string; handledBy?: string; owner?: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update trade_request
        set state = ${change.state}, updated = now(),
            staff_memo = coalesce(${change.staffMemo ?? null}, staff_memo),
            handled_by = coalesce(${change.handledBy ?? null}, handled_by)
        where id = ${id} and state = '요청중'
          ${change.owner ? sql`and user_id = ${change.owner}` : sql``}
        returning id`,
  );
  return rows.length > 0;
}

export async function countOpenRequests(db: DbOrTx, cardId: string, nation: Nation): Promise<number> {
  const [row] = await queryRows<{ open: number }>(
    db,
    sql`select count(*)::int as open from trade_request
        where card_id = ${cardId} and card_nation = ${nation} and state = '요청중'`,
  );
  return row?.open ?? 0;
}
