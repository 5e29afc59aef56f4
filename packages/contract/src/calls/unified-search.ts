import { z } from 'zod';
import { defineCall } from '../call';
import { boardPostItem } from './board';
import { deckItem } from './decks';
import { searchRow } from './search';
import { tradePostSummary } from './trade';

/**
 * /search, the site-wide search (통합검색): one word looked up in cards, board posts, decks, trade posts
 * and members at once, answered as groups, each with its count and first hits. Every group answers with
 * the row shape its own list already uses, so the screens draw them as those lists do.
 */

export const UNIFIED_SEARCH_MSG = {
  tooShort: '검색어는 2자 이상 입력해 주세요.',
  tooLong: '검색어는 50자 이하로 입력해 주세요.',
} as const;

export const UNIFIED_QUERY_MIN = 2;
export const UNIFIED_QUERY_MAX = 50;
/** The hits each group shows; '더보기' leads to the area's own list for the rest. */
export const UNIFIED_GROUP_SIZE = 5;
/**
 * How far a group counts its matches: ten pages of the group's five, plus one to know that more follow
 * (the boards' and the card search's rule; decision 026). Past it the group says 'N건 이상'.
 */
export const UNIFIED_COUNT_CAP = 51;

/** Characters counted as the reader sees them, so two Hangul syllables are two. */
const length = (text: string) => [...text].length;

export const unifiedQuery = z
  .string({ error: UNIFIED_SEARCH_MSG.tooShort })
  .trim()
  .refine((q) => length(q) >= UNIFIED_QUERY_MIN, UNIFIED_SEARCH_MSG.tooShort)
  .refine((q) => length(q) <= UNIFIED_QUERY_MAX, UNIFIED_SEARCH_MSG.tooLong);

/** One group: its count (capped at UNIFIED_COUNT_CAP when `capped`) and its first hits. */
const group = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number(),
    /** More matches than counted: show the total as 'N건 이상'. */
    capped: z.boolean(),
    items: z.array(item),
  });

/** A member found by nickname: what a row with the grade badge and the profile link needs. */
export const unifiedMember = z.object({
  user_id: z.string(),
  nickname: z.string(),
  type: z.string(),
  grade: z.number(),
});
export type UnifiedMember = z.infer<typeof unifiedMember>;

export const unifiedSearchResult = z.object({
  q: z.string(),
  cards: group(searchRow),
  boardPosts: group(boardPostItem),
  decks: group(deckItem),
  tradePosts: group(tradePostSummary),
  members: group(unifiedMember),
});
export type UnifiedSearchResult = z.infer<typeof unifiedSearchResult>;
export type UnifiedGroupName = Exclude<keyof UnifiedSearchResult, 'q'>;

export const unifiedSearchCalls = {
  all: defineCall('/api/search/all', z.object({ q: unifiedQuery }), unifiedSearchResult),
};
