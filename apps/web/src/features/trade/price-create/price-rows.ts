import type { CallParams } from '@carddogam/contract/call';
import type { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import type { GradeCompany } from '@carddogam/contract/calls/trade-stats';
import type { CardCondition, Nation, PriceState } from '@carddogam/contract/constants';
import { datedLine, priceLineFields, switchedLine } from '@carddogam/contract/trade/price-line';

/**
 * The rows of the §2.11 price create dialog. Which date and grade a row keeps is the §4 price-line rule
 * of the contract, the same rule the server stores lines by.
 */

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
    ...datedLine('등록됨', today),
  };
}

/** Picking a registered date sets 등록됨 and clears the sold date (§4). */
export function pickCreated(row: PriceRow, date: string | null): PriceRow {
  return { ...row, ...datedLine('등록됨', date) };
}

/** Picking a sold date sets 판매완료 and clears the registered date (§4). */
export function pickSold(row: PriceRow, date: string | null): PriceRow {
  return { ...row, ...datedLine('판매완료', date) };
}

/** Changing the state clears the other state's date; the kept date starts as today (§4). */
export function changeState(row: PriceRow, state: PriceState, today: string): PriceRow {
  // The same object when nothing changes, so React skips the re-render.
  if (state === row.state) return row;
  return { ...row, ...switchedLine(row, state, today) };
}

/** One insert call per row (§2.11: post_id 0, the en card id). */
export function rowToParams(row: PriceRow): CallParams<typeof tradeStatsCalls.adminInsertPrice> {
  return {
    post_id: 0,
    card_id: row.card_id,
    card_nation: row.card_nation,
    card_name: row.card_name,
    card_state: row.card_state,
    card_price: row.card_price,
    state: row.state,
    ...priceLineFields(row),
  };
}
