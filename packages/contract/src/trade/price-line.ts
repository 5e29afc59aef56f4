import type { GradeCompany } from '../calls/trade-stats';
import type { CardCondition, PriceState } from '../constants';

/**
 * The §4 rule of one price line (an admin price of §2.11 or a card line of a trade post): a line keeps
 * only the date of its state — 등록됨 the registered date, 판매완료 the sold date — and a grade company
 * and grade only when the card is graded (등급). The server stores lines by it and the web's price dialog
 * edits them by it, so both must read it from here.
 */

export interface PriceDates {
  card_created: string | null;
  card_sold: string | null;
}

export interface PriceGrade {
  grade_company: GradeCompany | null;
  grade: number | null;
}

/** A line's state with the dates it keeps. */
export type DatedLine = { state: PriceState } & PriceDates;

/** The dates a line in `state` keeps: the date of that state, the other one cleared. */
export function keptDates(state: PriceState, dates: Partial<PriceDates>): PriceDates {
  return state === '판매완료'
    ? { card_created: null, card_sold: dates.card_sold ?? null }
    : { card_created: dates.card_created ?? null, card_sold: null };
}

/** A line given `date` as the date of `state` (picked in the dialog, or today for a line written now). */
export function datedLine(state: PriceState, date: string | null): DatedLine {
  return { state, ...keptDates(state, { card_created: date, card_sold: date }) };
}

/**
 * A line moved to `state`: it keeps the date it has for that state, or starts with today, so it can be
 * sent as it is. A line already in `state` keeps its dates untouched.
 */
export function switchedLine(line: DatedLine, state: PriceState, today: string): DatedLine {
  if (state === line.state) return { state, card_created: line.card_created, card_sold: line.card_sold };
  return {
    state,
    ...keptDates(state, { card_created: line.card_created ?? today, card_sold: line.card_sold ?? today }),
  };
}

/** The grade company and grade a line keeps: its own for a graded card, none otherwise. */
export function keptGrade(cardState: CardCondition, grade: Partial<PriceGrade>): PriceGrade {
  return cardState === '등급'
    ? { grade_company: grade.grade_company ?? null, grade: grade.grade ?? null }
    : { grade_company: null, grade: null };
}

/** Everything the rule decides about a line as it is stored or sent: its kept dates and grade. */
export function priceLineFields(
  line: { state: PriceState; card_state: CardCondition } & Partial<PriceDates & PriceGrade>,
): PriceDates & PriceGrade {
  return { ...keptGrade(line.card_state, line), ...keptDates(line.state, line) };
}
