import { UNIFIED_QUERY_MAX, UNIFIED_QUERY_MIN } from '@carddogam/contract/calls/unified-search';
import { boardStart, listHref, readHref } from '../../boards';

/**
 * Where each group's '더보기' leads: the area's own list with the same word, in the parameters that list
 * reads from its address (/card/list's text, /deck/list's search_type and text, /trade/post/list's search,
 * /board/list's search_type and keyword), so the list shows the same matches and more.
 */

export const unifiedSearchHref = (q: string) => `/search?${new URLSearchParams({ q })}`;

export const cardListHref = (q: string) => `/card/list?${new URLSearchParams({ text: q })}`;

export const deckListHref = (q: string) =>
  `/deck/list?${new URLSearchParams({ search_type: '제목', text: q })}`;

export const tradeListHref = (q: string) => `/trade/post/list?${new URLSearchParams({ search: q })}`;

/** A board's list searched by title; posts span many boards, so each board of the hits gets its link. */
export const boardSearchHref = (board: { group: string; name: string }, q: string) =>
  listHref({ ...boardStart(board), searchType: '제목', keyword: q });

/** A post's read page, entered as from its board's first page. */
export const postHref = (post: { board_group: string; board_name: string; id: number }) =>
  readHref(boardStart({ group: post.board_group, name: post.board_name }), post.id);

export const profileHref = (userId: string) => `/mypage/profile?${new URLSearchParams({ user_id: userId })}`;

/** The word as the server takes it: trimmed, and counted in characters so a Hangul syllable is one. */
export function normaliseQuery(raw: string | null): string {
  return (raw ?? '').trim();
}

export function isSearchable(q: string): boolean {
  const length = [...q].length;
  return length >= UNIFIED_QUERY_MIN && length <= UNIFIED_QUERY_MAX;
}

/** The words to highlight: the whole query and each of its words, longest first. */
export function highlightWords(q: string): string[] {
  const words = q.split(/\s+/).filter((w) => w.length > 0);
  return [...new Set([q, ...words])].sort((a, b) => b.length - a.length);
}

/** A count as the groups show it: '12건', or '51건 이상' past the counted cap. */
export function countLabel(total: number, capped: boolean): string {
  return `${total.toLocaleString('ko-KR')}건${capped ? ' 이상' : ''}`;
}
