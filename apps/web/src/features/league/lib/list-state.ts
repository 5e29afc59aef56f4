import type { TournamentListParams } from '../api/keys';

export const STATUS_TABS = ['전체', '접수', '진행', '종료'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
export const TOURNAMENT_PAGE_SIZE = 20;

export interface TournamentListState {
  status: StatusTab;
  page: number;
}

const isStatusTab = (value: string | null): value is StatusTab =>
  (STATUS_TABS as readonly (string | null)[]).includes(value);

/** Reads the address; anything malformed falls back to the first page of every tournament. */
export function readListState(params: URLSearchParams): TournamentListState {
  const status = params.get('status');
  const page = params.get('page')?.trim() ?? '';
  return {
    status: isStatusTab(status) ? status : '전체',
    page: /^[1-9]\d{0,5}$/.test(page) ? Math.min(Number(page), 100_000) : 1,
  };
}

/** The address of a state, leaving out the defaults. */
export function listSearch(state: TournamentListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.status !== '전체') search.set('status', state.status);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

export const listParams = (state: TournamentListState): TournamentListParams => ({
  status: state.status,
  page: state.page,
  size: TOURNAMENT_PAGE_SIZE,
});
