import { RANK_COLUMNS, RANK_TYPES, type RankColumn, type RankType } from '@carddogam/contract/calls/ranking';
import { NATIONS, type Nation } from '@carddogam/contract/constants';

export type Direction = 'asc' | 'desc';
/** Index of a rank type's sortable column, in screen order. */
export type ColumnIndex = 0 | 1 | 2;

/** Everything the ranking screen shows; it lives in the address so reload and back keep it (§2.20). */
export interface RankState {
  nation: Nation;
  type: RankType;
  series: string | null;
  set: string | null;
  column: ColumnIndex;
  /** One direction flag per column: clicking a column flips its own flag (§4). */
  directions: [Direction, Direction, Direction];
  page: number;
}

/** Column 1 starts active and descending; columns 2 and 3 start ascending (§4). */
export const INITIAL_DIRECTIONS: RankState['directions'] = ['desc', 'asc', 'asc'];

export const RANK_TYPE_LABEL: Record<RankType, string> = {
  rating: '평점랭킹',
  trade: '가격랭킹',
  usage: '사용랭킹',
};

export function initialRankState(): RankState {
  return {
    nation: 'kr',
    type: 'rating',
    series: null,
    set: null,
    column: 0,
    directions: [...INITIAL_DIRECTIONS],
    page: 1,
  };
}

export function columnKey(state: Pick<RankState, 'type' | 'column'>): RankColumn {
  return RANK_COLUMNS[state.type][state.column].key;
}

export function activeDirection(state: Pick<RankState, 'column' | 'directions'>): Direction {
  return state.directions[state.column];
}

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** Makes the column active and flips its direction; the re-sorted list starts again at page 1 (§4). */
export function clickColumn(state: RankState, column: ColumnIndex): RankState {
  const directions: RankState['directions'] = [...state.directions];
  directions[column] = flip(directions[column]);
  return { ...state, column, directions, page: 1 };
}

/** Another rank type has other columns, so its sorting starts over as on first load. */
export function chooseType(state: RankState, type: RankType): RankState {
  return { ...state, type, column: 0, directions: [...INITIAL_DIRECTIONS], page: 1 };
}

/** Series and set name exclude each other: choosing one clears the other (§4). */
export function chooseSeries(state: RankState, series: string | null): RankState {
  return { ...state, series, set: series ? null : state.set, page: 1 };
}

export function chooseSet(state: RankState, set: string | null): RankState {
  return { ...state, set, series: set ? null : state.series, page: 1 };
}

/**
 * The desktop tabs clear both filters; the mobile dropdown clears only the set name (§4), since the
 * option lists differ per edition.
 */
export function chooseNation(state: RankState, nation: Nation, layout: 'desktop' | 'mobile'): RankState {
  return {
    ...state,
    nation,
    set: null,
    series: layout === 'desktop' ? null : state.series,
    page: 1,
  };
}

const COLUMN_PARAM: Record<string, ColumnIndex> = { '1': 0, '2': 1, '3': 2 };

function parseDirections(value: string | null): RankState['directions'] {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 3 || !parts.every((p) => p === 'asc' || p === 'desc')) return [...INITIAL_DIRECTIONS];
  return parts as RankState['directions'];
}

/** Reads the state from the address; anything missing or malformed falls back to the first-load value. */
export function parseRankState(params: URLSearchParams): RankState {
  const initial = initialRankState();
  const nation = params.get('nation');
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    nation: (NATIONS as readonly string[]).includes(nation ?? '') ? (nation as Nation) : initial.nation,
    type: (RANK_TYPES as readonly string[]).includes(type ?? '') ? (type as RankType) : initial.type,
    series: params.get('series') || null,
    set: params.get('set') || null,
    column: COLUMN_PARAM[params.get('col') ?? ''] ?? initial.column,
    directions: parseDirections(params.get('dir')),
    page: Number.isInteger(page) && page >= 1 ? page : initial.page,
  };
}

/** Writes only what differs from the first-load state, so a plain /rank stays plain. */
export function rankStateToParams(state: RankState): URLSearchParams {
  const initial = initialRankState();
  const params = new URLSearchParams();
  if (state.nation !== initial.nation) params.set('nation', state.nation);
  if (state.type !== initial.type) params.set('type', state.type);
  if (state.series) params.set('series', state.series);
  if (state.set) params.set('set', state.set);
  if (state.column !== initial.column) params.set('col', String(state.column + 1));
  if (state.directions.join(',') !== initial.directions.join(','))
    params.set('dir', state.directions.join(','));
  if (state.page !== initial.page) params.set('page', String(state.page));
  return params;
}
