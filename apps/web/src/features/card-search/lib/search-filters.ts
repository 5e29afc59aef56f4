import { EDITION_FIELD_LABEL, SUPERTYPE_OPTIONS, TYPE_OPTIONS } from './search-options';
import { emptySearchState, hasPokemonOnlyFilter, type SearchState } from './search-state';

/** One filter the visitor set besides the text, as the empty-result hint names it and takes it off. */
export interface ActiveFilter {
  key: 'supertype' | 'types' | 'set' | 'rarity' | 'series' | 'subtypes' | 'marks' | 'artist' | 'detail';
  /** The filter's name on the form: '타입', '제품명' … */
  name: string;
  /** Its name with what was chosen: '타입: 물'. */
  label: string;
  clear: (state: SearchState) => SearchState;
}

const typeLabel = (code: string) => TYPE_OPTIONS.find((t) => t.value === code)?.label ?? code;
const listed = (values: string[]) => values.join(', ');

/**
 * The filters of a search other than its text (§2.19), one entry per control of the form. The Pokémon-only
 * detail filters count as one ('상세 조건'), as they are one area of the form and force the supertype
 * together.
 */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const empty = emptySearchState();
  const filters: ActiveFilter[] = [];
  const add = (
    key: ActiveFilter['key'],
    name: string,
    value: string,
    clear: (s: SearchState) => SearchState,
  ) => filters.push({ key, name, label: `${name}: ${value}`, clear });

  if (state.supertype !== 'ALL' && !hasPokemonOnlyFilter(state)) {
    const label = SUPERTYPE_OPTIONS.find((o) => o.value === state.supertype)?.label ?? state.supertype;
    add('supertype', '카드 종류', label, (s) => ({ ...s, supertype: 'ALL' }));
  }
  if (state.types.length)
    add('types', '타입', listed(state.types.map(typeLabel)), (s) => ({ ...s, types: [] }));
  for (const field of ['set', 'rarity', 'series'] as const) {
    if (state[field].name)
      add(field, EDITION_FIELD_LABEL[field], state[field].name, (s) => ({ ...s, [field]: empty[field] }));
  }
  if (state.subtypes.length)
    add('subtypes', '세부 종류', listed(state.subtypes), (s) => ({ ...s, subtypes: [] }));
  if (state.regulationMarks.length)
    add('marks', '레귤레이션', listed(state.regulationMarks), (s) => ({ ...s, regulationMarks: [] }));
  if (state.artist.trim())
    add('artist', '일러스트레이터', state.artist.trim(), (s) => ({ ...s, artist: '' }));
  if (hasPokemonOnlyFilter(state)) {
    filters.push({
      key: 'detail',
      name: '상세 조건',
      label: '상세 조건',
      clear: (s) => ({
        ...s,
        hpMin: null,
        hpMax: null,
        damageMin: null,
        damageMax: null,
        retreatCost: null,
        attacksCost: null,
        weaknesses: [],
        resistances: [],
        isAbilityExist: null,
      }),
    });
  }
  return filters;
}
