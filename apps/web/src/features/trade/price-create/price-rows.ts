import type { CallParams } from '@carddogam/contract/call';
import type { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import type { GradeCompany } from '@carddogam/contract/calls/trade-stats';
import type { CardCondition, Nation, PriceState } from '@carddogam/contract/constants';

/** The rows of the §2.11 price create dialog and the §4 date rules they follow. */

export interface PriceRow {
  key: string;
  card_id: string;
  card_name: string;
  card_nation: Nation;
  card_state: CardCondition;
  grade_company: GradeCompany | null;
  grade: number | null;
  card_price: number;
  card_created: string | null;
  card_sold: string | null;
  state: PriceState;
}

let nextKey = 0;

export function newPriceRow(card: { id: string; name: string; nation: Nation }, today: string): PriceRow {
  nextKey += 1;
  return {
    key: `price-${nextKey}`,
    card_id: card.id,
    card_name: card.name,
    card_nation: card.nation,
    card_state: 'S급',
    grade_company: null,
    grade: null,
    card_price: 0,
    card_created: today,
    card_sold: null,
    state: '등록됨',
  };
}

/** Picking a registered date sets 등록됨 and clears the sold date (§4). */
export function pickCreated(row: PriceRow, date: string | null): PriceRow {
  return { ...row, card_created: date, card_sold: null, state: '등록됨' };
}

/** Picking a sold date sets 판매완료 and clears the registered date (§4). */
export function pickSold(row: PriceRow, date: string | null): PriceRow {
  return { ...row, card_sold: date, card_created: null, state: '판매완료' };
}

/**
 * Changing the state clears the other state's date (§4): 등록됨 clears card_sold, 판매완료 clears
 * card_created. The kept date starts as today so the row can be sent as it is.
 */
export function changeState(row: PriceRow, state: PriceState, today: string): PriceRow {
  if (state === row.state) return row;
  return state === '등록됨'
    ? { ...row, state, card_sold: null, card_created: row.card_created ?? today }
    : { ...row, state, card_created: null, card_sold: row.card_sold ?? today };
}

/** One insert call per row (§2.11: post_id 0, the en card id). */
export function rowToParams(row: PriceRow): CallParams<typeof tradeStatsCalls.adminInsertPrice> {
  const graded = row.card_state === '등급';
  return {
    post_id: 0,
    card_id: row.card_id,
    card_nation: row.card_nation,
    card_name: row.card_name,
    card_state: row.card_state,
    grade_company: graded ? row.grade_company : null,
    grade: graded ? row.grade : null,
    card_price: row.card_price,
    card_created: row.state === '등록됨' ? row.card_created : null,
    card_sold: row.state === '판매완료' ? row.card_sold : null,
    state: row.state,
  };
}
