import {
  SEARCH_PAGE_SIZE,
  type SearchKeyword,
  type SearchSort,
  type TextType,
} from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';

/** The supertype filter of §2.19; 'ALL' means any. */
export type SupertypeFilter = 'ALL' | 'Energy' | 'Pokémon' | 'Trainer';
export type ResultView = 'grid' | 'list';

/** A set, rarity or series filter: the name as printed in one edition ('' = not filtered). */
export interface EditionName {
  nation: Nation;
  name: string;
}

/**
 * Everything the card search screen remembers: the filters of §2.19 plus sort, page and view. In page mode
 * it lives in the address (see search-url.ts); in picker mode, in the panel's own state, so back/forward and bookmarks restore it.
 */
export interface SearchState {
  supertype: SupertypeFilter;
  textType: TextType;
  text: string;
  subtypes: string[];
  regulationMarks: string[];
  types: string[];
  set: EditionName;
  rarity: EditionName;
  series: EditionName;
  artist: string;
  hpMin: number | null;
  hpMax: number | null;
  weaknesses: string[];
  resistances: string[];
  retreatCost: number | null;
  damageMin: number | null;
  damageMax: number | null;
  attacksCost: number | null;
  isAbilityExist: boolean | null;
  sort: SearchSort;
  page: number;
  view: ResultView;
}

/** The set, rarity and series selectors start on Korean (§2.19). */
export const DEFAULT_FILTER_NATION: Nation = 'kr';

export function emptySearchState(): SearchState {
  return {
    supertype: 'ALL',
    textType: 'All',
    text: '',
    subtypes: [],
    regulationMarks: [],
    types: [],
    set: { nation: DEFAULT_FILTER_NATION, name: '' },
    rarity: { nation: DEFAULT_FILTER_NATION, name: '' },
    series: { nation: DEFAULT_FILTER_NATION, name: '' },
    artist: '',
    hpMin: null,
    hpMax: null,
    weaknesses: [],
    resistances: [],
    retreatCost: null,
    damageMin: null,
    damageMax: null,
    attacksCost: null,
    isAbilityExist: null,
    sort: 'release_desc',
    page: 1,
    view: 'grid',
  };
}

/** HP, damage, retreat, attack-cost, weakness, resistance and ability filters apply only to Pokémon (§2.19). */
export function hasPokemonOnlyFilter(state: SearchState): boolean {
  return (
    state.hpMin !== null ||
    state.hpMax !== null ||
    state.damageMin !== null ||
    state.damageMax !== null ||
    state.retreatCost !== null ||
    state.attacksCost !== null ||
    state.weaknesses.length > 0 ||
    state.resistances.length > 0 ||
    state.isAbilityExist !== null
  );
}

/**
 * The supertype the search really uses, and the screen shows: Pokémon whenever a Pokémon-only filter is
 * set, and always in deck mode (§2.19).
 */
export function effectiveSupertype(state: SearchState, deck = false): SupertypeFilter {
  return deck || hasPokemonOnlyFilter(state) ? 'Pokémon' : state.supertype;
}

/** Whether the supertype control is locked on Pokémon, and so shown disabled. */
export function supertypeForced(state: SearchState, deck = false): boolean {
  return deck || hasPokemonOnlyFilter(state);
}

/**
 * Whether a search typed by the visitor has something to search for (§5): without one the screen says
 * 'No search conditions.' instead of listing the whole catalogue. The Pokémon-only filters count too,
 * because they force supertype Pokémon.
 */
export function hasSearchCondition(state: SearchState): boolean {
  return (
    effectiveSupertype(state) !== 'ALL' ||
    state.text.trim() !== '' ||
    state.subtypes.length > 0 ||
    state.regulationMarks.length > 0 ||
    state.types.length > 0 ||
    state.set.name !== '' ||
    state.series.name !== '' ||
    state.rarity.name !== '' ||
    state.artist.trim() !== ''
  );
}

const editionFilter = ({ nation, name }: EditionName) => (name ? { nation, name } : null);

/** Deck mode (§2.19): the picker of a deck editor searches Pokémon for one member. */
export interface DeckScope {
  userId: string | null;
}

/** The §3 search keyword the server expects, for one result page in the edition of the search nation. */
export function toSearchKeyword(state: SearchState, nation: Nation, deck?: DeckScope): SearchKeyword {
  return {
    nation,
    supertype: effectiveSupertype(state, deck !== undefined),
    text_type: state.textType,
    text: state.text.trim(),
    subtypes: state.subtypes,
    regulationMark: state.regulationMarks,
    types: state.types,
    set: editionFilter(state.set),
    rarity: editionFilter(state.rarity),
    series: editionFilter(state.series),
    artist: state.artist.trim(),
    hp_min: state.hpMin,
    hp_max: state.hpMax,
    weaknesses: state.weaknesses,
    retreatCost: state.retreatCost,
    resistances: state.resistances,
    damage_min: state.damageMin,
    damage_max: state.damageMax,
    attacksCost: state.attacksCost,
    isAbilityExist: state.isAbilityExist,
    is_deck: deck !== undefined,
    user_id: deck?.userId ?? null,
    sort: state.sort,
    page: state.page,
    page_size: SEARCH_PAGE_SIZE,
  };
}

/** The filters alone, without sort, page and view: equal keys mean the same set of matches. */
export function filterKey(state: SearchState): string {
  const { sort: _sort, page: _page, view: _view, ...filters } = state;
  return JSON.stringify(filters);
}

/** Name autocomplete only makes sense when the text is searched as a card name (§2.19). */
export function autocompletesNames(textType: TextType): boolean {
  return textType === 'All' || textType === 'Card name';
}
