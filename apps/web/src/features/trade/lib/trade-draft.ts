import { TRADE_MSG, type TradeLineInput, type TradePost } from '@carddogam/contract/calls/trade';
import { GRADE_VALUES, type GradeCompany } from '@carddogam/contract/calls/trade-stats';
import type { CardCondition, Nation, PriceState } from '@carddogam/contract/constants';

/** The write and update form of a trade post, and the rules the form applies before it sends. */

export interface LineDraft {
  /** Local key for React lists; the saved price record's id is `id`. */
  key: string;
  id?: number;
  card_id: string;
  card_name: string;
  card_nation: Nation;
  card_state: CardCondition;
  grade_company: GradeCompany | null;
  grade: number | null;
  card_price: number;
  state: PriceState;
}

export interface PostDraft {
  title: string;
  content: string;
  images: string[];
  lines: LineDraft[];
}

export const EMPTY_DRAFT: PostDraft = { title: '', content: '', images: [], lines: [] };

let nextKey = 0;
const newKey = () => `line-${(nextKey += 1)}`;

/** A new line for a card picked in one edition: S급, no price yet, 등록됨. */
export function newLine(cardId: string, nation: Nation, cardName: string): LineDraft {
  return {
    key: newKey(),
    card_id: cardId,
    card_name: cardName,
    card_nation: nation,
    card_state: 'S급',
    grade_company: null,
    grade: null,
    card_price: 0,
    state: '등록됨',
  };
}

/** The first rule the draft breaks, as the Korean message to show, or null when it may be sent. */
export function draftProblem(draft: PostDraft): string | null {
  if (!draft.title.trim()) return TRADE_MSG.titleRequired;
  if (draft.lines.length === 0) return TRADE_MSG.linesRequired;
  for (const line of draft.lines) {
    if (!Number.isInteger(line.card_price) || line.card_price < 1) return TRADE_MSG.priceInvalid;
    if (line.card_state === '등급' && (!line.grade_company || !GRADE_VALUES.includes(line.grade ?? -1)))
      return TRADE_MSG.gradeRequired;
  }
  return null;
}

/** The call's params; grade fields go only with 등급. */
export function draftToParams(draft: PostDraft) {
  return {
    title: draft.title.trim(),
    content: draft.content,
    images: draft.images,
    lines: draft.lines.map((line): TradeLineInput => ({
      ...(line.id === undefined ? {} : { id: line.id }),
      card_id: line.card_id,
      card_nation: line.card_nation,
      card_state: line.card_state,
      grade_company: line.card_state === '등급' ? line.grade_company : null,
      grade: line.card_state === '등급' ? line.grade : null,
      card_price: line.card_price,
      state: line.state,
    })),
  };
}

/** A saved post back into the form, keeping each line's record id so the edit updates it. */
export function postToDraft(post: TradePost): PostDraft {
  return {
    title: post.title,
    content: post.content,
    images: post.images,
    lines: post.lines.map((line) => ({
      key: newKey(),
      id: line.id,
      card_id: line.card_id,
      card_name: line.card_name,
      card_nation: line.card_nation,
      card_state: line.card_state as CardCondition,
      grade_company: (line.grade_company as GradeCompany | null) ?? null,
      grade: line.grade,
      card_price: line.card_price,
      state: line.state as PriceState,
    })),
  };
}
