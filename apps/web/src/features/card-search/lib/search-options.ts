import type { SearchSort, TextType } from '@carddogam/contract/calls/search';
import { ENERGY_TYPES, SET_NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import type { ResultView, SupertypeFilter } from './search-state';

/** Korean labels of the §2.19 filter and sort choices; the values are what the server expects. */

export const SUPERTYPE_OPTIONS: { value: SupertypeFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'Pokémon', label: '포켓몬' },
  { value: 'Trainer', label: '트레이너스' },
  { value: 'Energy', label: '에너지' },
];

export const TEXT_TYPE_OPTIONS: { value: TextType; label: string }[] = [
  { value: 'All', label: '전체' },
  { value: 'Pokédex number', label: '도감번호' },
  { value: 'Card name', label: '카드명' },
  { value: 'Ability name', label: '특성명' },
  { value: 'Ability text', label: '특성 설명' },
  { value: 'Attack name', label: '기술명' },
  { value: 'Attack text', label: '기술 설명' },
];

export const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'release_desc', label: '최신 발매순' },
  { value: 'release_asc', label: '오래된 발매순' },
  { value: 'number_asc', label: '카드번호 오름차순' },
  { value: 'number_desc', label: '카드번호 내림차순' },
  { value: 'hp_desc', label: 'HP 높은순' },
  { value: 'hp_asc', label: 'HP 낮은순' },
  { value: 'rating_desc', label: '평점 높은순' },
  { value: 'rating_asc', label: '평점 낮은순' },
];

export const VIEW_LABEL: Record<ResultView, string> = { grid: '카드 보기', list: '목록 보기' };

/** Shown until the server's list of regulation marks arrives (§2.19). */
export const DEFAULT_REGULATION_MARKS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/** All twelve energy types for the type and attack filters. */
export const TYPE_OPTIONS = ENERGY_TYPES.map((t) => ({ value: t.code, label: t.kr }));
/** Weakness and resistance are printed with a real energy type, never 0Cost. */
export const WEAKNESS_OPTIONS = TYPE_OPTIONS.filter((t) => t.value !== '0Cost');

export type EditionField = 'set' | 'rarity' | 'series';

/** The nation selector labels of the set, rarity and series filters. */
export const EDITION_NATION_LABEL: Record<EditionField, Record<Nation, string>> = {
  set: SET_NATION_LABEL,
  rarity: { kr: '한글 레어도', en: '영어 레어도', jp: '일본 레어도' },
  series: { kr: '한글 시리즈', en: '영어 시리즈', jp: '일본 시리즈' },
};

export const EDITION_FIELD_LABEL: Record<EditionField, string> = {
  set: '제품명',
  rarity: '레어도',
  series: '시리즈',
};

export const ABILITY_OPTIONS = [
  { value: 'any', label: '전체' },
  { value: 'true', label: '있음' },
  { value: 'false', label: '없음' },
];
