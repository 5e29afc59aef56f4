import { SEARCH_SORTS, SUPERTYPE_FILTERS, TEXT_TYPES } from '@carddogam/contract/calls/search';
import { ENERGY_CODES, NATIONS, type Nation } from '@carddogam/contract/constants';
import { emptySearchState, type EditionName, type ResultView, type SearchState } from './search-state';

/**
 * The card search's state in the address (§2.19), so that a bookmark, a shared link and back/forward all
 * bring the same search back. Defaults are left out to keep links short. artist, text, set_nation and
 * set_name keep the names other pages already link with (/card/list?set_nation=kr&set_name=…).
 * Reading never fails: a value that is malformed or outside what the server accepts is dropped.
 */

const VIEWS: readonly ResultView[] = ['grid', 'list'];
/** The limits of the server's search keyword (packages/contract), so a hand-edited link cannot be refused. */
const MAX_TEXT = 100;
const MAX_EDITION_NAME = 200;
const MAX_WORD = 60;
const MAX_WORDS = 40;
const MAX_PAGE = 10_000;
const LIMITS = { hp: 1000, damage: 10_000, retreat: 10, attackCost: 10 } as const;

const EDITION_KEYS = {
  set: { nation: 'set_nation', name: 'set_name' },
  rarity: { nation: 'rarity_nation', name: 'rarity' },
  series: { nation: 'series_nation', name: 'series' },
} as const;

export function stateToSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = emptySearchState();
  const put = (key: string, value: string, fallback = '') => {
    if (value !== fallback) params.set(key, value);
  };
  const putAll = (key: string, values: string[]) => values.forEach((v) => params.append(key, v));
  const putNumber = (key: string, value: number | null) => {
    if (value !== null) params.set(key, String(value));
  };

  put('supertype', state.supertype, defaults.supertype);
  put('text_type', state.textType, defaults.textType);
  put('text', state.text.trim());
  putAll('subtype', state.subtypes);
  putAll('mark', state.regulationMarks);
  putAll('type', state.types);
  for (const field of ['set', 'rarity', 'series'] as const) {
    put(EDITION_KEYS[field].nation, state[field].nation, defaults[field].nation);
    put(EDITION_KEYS[field].name, state[field].name);
  }
  put('artist', state.artist.trim());
  putNumber('hp_min', state.hpMin);
  putNumber('hp_max', state.hpMax);
  putAll('weakness', state.weaknesses);
  putAll('resistance', state.resistances);
  putNumber('retreat', state.retreatCost);
  putNumber('damage_min', state.damageMin);
  putNumber('damage_max', state.damageMax);
  putNumber('attack_cost', state.attacksCost);
  if (state.isAbilityExist !== null) params.set('ability', String(state.isAbilityExist));
  put('sort', state.sort, defaults.sort);
  if (state.page !== defaults.page) params.set('page', String(state.page));
  put('view', state.view, defaults.view);
  return params;
}

export function searchParamsToState(params: URLSearchParams): SearchState {
  const defaults = emptySearchState();
  const text = (key: string, max = MAX_TEXT) => {
    const value = params.get(key)?.trim() ?? '';
    return value.length <= max ? value : '';
  };
  const number = (key: string, max: number) => readInt(params.get(key), max);
  const energies = (key: string) => unique(params.getAll(key)).filter(isEnergy).slice(0, MAX_WORDS);

  return {
    supertype: oneOf(params.get('supertype'), SUPERTYPE_FILTERS, defaults.supertype),
    textType: oneOf(params.get('text_type'), TEXT_TYPES, defaults.textType),
    text: text('text'),
    subtypes: unique(params.getAll('subtype').map((s) => s.trim()))
      .filter((s) => s.length > 0 && s.length <= MAX_WORD)
      .slice(0, MAX_WORDS),
    regulationMarks: unique(params.getAll('mark').map((m) => m.trim().toUpperCase()))
      .filter((m) => /^[A-Z]{1,2}$/.test(m))
      .slice(0, 20),
    types: energies('type'),
    set: edition(params, 'set'),
    rarity: edition(params, 'rarity'),
    series: edition(params, 'series'),
    artist: text('artist'),
    hpMin: number('hp_min', LIMITS.hp),
    hpMax: number('hp_max', LIMITS.hp),
    weaknesses: energies('weakness'),
    resistances: energies('resistance'),
    retreatCost: number('retreat', LIMITS.retreat),
    damageMin: number('damage_min', LIMITS.damage),
    damageMax: number('damage_max', LIMITS.damage),
    attacksCost: number('attack_cost', LIMITS.attackCost),
    isAbilityExist: readBoolean(params.get('ability')),
    sort: oneOf(params.get('sort'), SEARCH_SORTS, defaults.sort),
    page: readInt(params.get('page'), MAX_PAGE) || defaults.page,
    view: oneOf(params.get('view'), VIEWS, defaults.view),
  };
}

function edition(params: URLSearchParams, field: keyof typeof EDITION_KEYS): EditionName {
  const keys = EDITION_KEYS[field];
  const name = params.get(keys.name)?.trim() ?? '';
  return {
    nation: oneOf<Nation>(params.get(keys.nation), NATIONS, 'kr'),
    name: name.length <= MAX_EDITION_NAME ? name : '',
  };
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A whole number from 0 to max written in plain digits; anything else is no filter. */
function readInt(value: string | null, max: number): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

function readBoolean(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

function isEnergy(value: string): boolean {
  return (ENERGY_CODES as string[]).includes(value);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
