import type { z } from 'zod';
import {
  OPEN_REQUEST,
  TRADE_REQUEST_MSG as M,
  requestNotReleased,
  type TradeRequestRow,
  type tradeRequestInput,
} from '@carddogam/contract/calls/trade-request';
import { keptGrade } from '@carddogam/contract/trade/price-line';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { logStaffAction } from '../repositories/staff-action-log';
import { releasedEditions } from '../repositories/trade-posts';
import { closeTradeRequest, insertTradeRequest, readTradeRequest } from '../repositories/trade-requests';

/**
 * Buy requests (decision 037): a member asks for a card; the member cancels their own open request, a
 * 관리자 closes any open one as 완료 or 취소 with a memo (logged). A request is closed once: the close is a
 * conditional update, so the member and a 관리자 acting at once cannot both change it.
 */

const missing = () => notFound(M.missing, 'TRADE_REQUEST_NOT_FOUND');

export async function createTradeRequest(
  db: Db,
  user: SessionUser,
  input: z.output<typeof tradeRequestInput>,
): Promise<number> {
  // Sale posts offer released editions only (§2.17), so a request for another could never be answered.
  const card = (await releasedEditions(db, [input.card_id])).get(input.card_id);
  if (!card) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
  const name = card.released[input.card_nation];
  if (name === undefined) throw badRequest(requestNotReleased(input.card_nation), 'EDITION_NOT_RELEASED');
  const grade = keptGrade(input.card_state, input);
  return insertTradeRequest(db, {
    userId: user.userId,
    cardId: input.card_id,
    cardNation: input.card_nation,
    cardName: name,
    cardState: input.card_state,
    gradeCompany: grade.grade_company,
    grade: grade.grade,
    wantPrice: input.want_price,
    memo: input.memo,
  });
}

/** Another member's request answers like a missing one: its existence is not the caller's business. */
export async function cancelOwnRequest(db: Db, user: SessionUser, id: number): Promise<void> {
  const closed = await runInTransaction(db, (tx) =>
    closeTradeRequest(tx, id, { state: '취소', owner: user.userId }),
  );
  if (closed) return;
  const row = await readTradeRequest(db, id);
  if (!row || row.user_id !== user.userId) throw missing();
  throw conflict(M.closed, 'TRADE_REQUEST_CLOSED');
}

export async function handleRequest(
  db: Db,
  user: SessionUser,
  { id, state, staff_memo }: { id: number; state: '완료' | '취소'; staff_memo: string },
): Promise<TradeRequestRow> {
  return runInTransaction(db, async (tx) => {
    const before = await readTradeRequest(tx, id);
    if (!before) throw missing();
    if (
      before.state !== OPEN_REQUEST ||
      !(await closeTradeRequest(tx, id, {
        state,
        staffMemo: staff_memo,
        handledBy: user.userId,
      }))
    )
      throw conflict(M.closed, 'TRADE_REQUEST_CLOSED');
    const after = (await readTradeRequest(tx, id))!;
    await logStaffAction(tx, user.userId, {
      action: 'trade_request.handle',
      targetType: 'trade_request',
      targetId: id,
      before,
      after,
      memo: staff_memo,
    });
    return after;
  });
}
