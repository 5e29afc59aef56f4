import {
  DECK_SEARCH_TYPES,
  DECK_SORTS,
  REGULATION_GROUPS,
  type DeckSearch,
} from '@carddogam/contract/calls/decks';

/** The /deck/list search as it lives in the address (§2.15's 더보기 link writes search_type and text). */
export type DeckListState = Required<DeckSearch> & { page: number };

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function parseDeckListParams(params: URLSearchParams): DeckListState {
  const page = Number(params.get('page'));
  return {
    regulation_group: pick(params.get('regulation_group'), ['전체', ...REGULATION_GROUPS] as const, '전체'),
    search_type: pick(params.get('search_type'), DECK_SEARCH_TYPES, '제목'),
    text: params.get('text')?.trim() ?? '',
    tag: params.get('tag')?.trim() ?? '',
    season: params.get('season')?.trim() ?? '',
    sort: pick(params.get('sort'), DECK_SORTS, '최신순'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function deckListParams(state: DeckListState): URLSearchParams {
  const defaults = parseDeckListParams(new URLSearchParams());
  const params = new URLSearchParams();
  for (const key of Object.keys(state) as Array<keyof DeckListState>) {
    if (state[key] !== defaults[key]) params.set(key, String(state[key]));
  }
  return params;
}
