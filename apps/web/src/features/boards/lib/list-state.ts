import { BOARD_SEARCH_TYPES, BOARD_TABS, type boardCalls } from '@carddogam/contract/calls/board';
import type { CallParams } from '@carddogam/contract/call';

export type BoardTab = (typeof BOARD_TABS)[number];
export type BoardSearchType = (typeof BOARD_SEARCH_TYPES)[number];

/**
 * What a board list shows, as kept in the address (/board/list?board_group=&board_name=&page=&category=
 * &tab=&search_type=&keyword=), so back and forward restore the page, filter and search.
 */
export interface BoardListState {
  boardGroup: string | null;
  /** '' when the address names no board. */
  boardName: string;
  page: number;
  /** 말머리; null for every post. */
  category: string | null;
  tab: BoardTab;
  searchType: BoardSearchType;
  keyword: string;
}

const DEFAULT_TAB: BoardTab = '전체';
const DEFAULT_SEARCH_TYPE: BoardSearchType = '제목';
const MAX_PAGE = 100_000;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function readListState(search: URLSearchParams): BoardListState {
  const keyword = search.get('keyword')?.trim() ?? '';
  return {
    boardGroup: search.get('board_group')?.trim() || null,
    boardName: search.get('board_name')?.trim() ?? '',
    page: pageOf(search.get('page')),
    category: search.get('category')?.trim() || null,
    tab: oneOf(BOARD_TABS, search.get('tab'), DEFAULT_TAB),
    searchType: oneOf(BOARD_SEARCH_TYPES, search.get('search_type'), DEFAULT_SEARCH_TYPE),
    keyword: keyword.slice(0, 50),
  };
}

/** The board of a state, for the list call and the menu: a group is optional (names are unique). */
export function boardOfState(state: BoardListState): { group: string | null; name: string } {
  return { group: state.boardGroup, name: state.boardName };
}

/** The state of a board's first page with nothing filtered. */
export function boardStart(board: { group: string | null; name: string }): BoardListState {
  return {
    boardGroup: board.group,
    boardName: board.name,
    page: 1,
    category: null,
    tab: DEFAULT_TAB,
    searchType: DEFAULT_SEARCH_TYPE,
    keyword: '',
  };
}

/** The list call's parameters. */
export function listCallParams(state: BoardListState): CallParams<typeof boardCalls.list> {
  return {
    ...(state.boardGroup ? { board_group: state.boardGroup } : {}),
    board_name: state.boardName,
    page: state.page,
    category: state.category,
    tab: state.tab,
    search_type: state.searchType,
    keyword: state.keyword,
  };
}

/** The list's own query (page, 말머리, tab, search) without the board; defaults are left out. */
function viewParams(state: BoardListState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.page > 1) entries.push(['page', String(state.page)]);
  if (state.category) entries.push(['category', state.category]);
  if (state.tab !== DEFAULT_TAB) entries.push(['tab', state.tab]);
  if (state.keyword) {
    entries.push(['search_type', state.searchType]);
    entries.push(['keyword', state.keyword]);
  }
  return entries;
}

function boardParams(board: { group: string | null; name: string }): [string, string][] {
  return [
    ...(board.group ? [['board_group', board.group] as [string, string]] : []),
    ['board_name', board.name],
  ];
}

/** /board/list with the state in the query. */
export function listHref(state: BoardListState): string {
  return `/board/list?${new URLSearchParams([...boardParams(boardOfState(state)), ...viewParams(state)])}`;
}

/**
 * /board/read of a post. The list's state rides along, so the list under the post shows the page the
 * reader came from, and 목록 goes back to it.
 */
export function readHref(state: BoardListState, id: number): string {
  return `/board/read?${new URLSearchParams([
    ...boardParams(boardOfState(state)),
    ['id', String(id)],
    ...viewParams(state),
  ])}`;
}

export function writeHref(board: { group: string; name: string }): string {
  return `/board/write?${new URLSearchParams(boardParams(board))}`;
}

export function updateHref(board: { group: string; name: string }, id: number): string {
  return `/board/update?${new URLSearchParams([...boardParams(board), ['id', String(id)]])}`;
}

/** Another page of the same list. */
export function withPage(state: BoardListState, page: number): BoardListState {
  return { ...state, page };
}

/** A new filter or search starts again on page 1. */
export function withFilter(
  state: BoardListState,
  change: Partial<Pick<BoardListState, 'category' | 'tab' | 'searchType' | 'keyword'>>,
): BoardListState {
  return { ...state, ...change, page: 1 };
}
