import type { SearchRow } from '@carddogam/contract/calls/search';

/** A search result row for tests: Charizard ex of 151 in all three editions, Korean name unconfirmed. */
export function searchRow(patch: Partial<SearchRow> = {}): SearchRow {
  return {
    id: 'sv3pt5-6',
    name_kr: '리자몽 ex',
    name_kr_confirmed: false,
    name_en: 'Charizard ex',
    name_jp: 'リザードンex',
    rarity_kr: null,
    rarity_en: 'Double Rare',
    rarity_jp: 'RR',
    set_kr: null,
    set_en: '151',
    set_jp: 'ポケモンカード151',
    number_kr: null,
    number_en: '6',
    number_jp: '6',
    printedTotal_kr: null,
    printedTotal_en: 165,
    printedTotal_jp: 165,
    releaseDate_kr: null,
    releaseDate_en: '2023-09-22',
    releaseDate_jp: '2023-06-16',
    regulationMark: 'G',
    hp: 330,
    supertype: 'Pokémon',
    image_kr: null,
    image_en: null,
    image_jp: null,
    en_total_avg: 4.5,
    kr_total_avg: 3,
    jp_total_avg: 0,
    en_total_count: 2,
    kr_total_count: 1,
    jp_total_count: 0,
    en_name: 'Charizard ex',
    total_count: 1,
    total_capped: false,
    ...patch,
  };
}

/** n rows with distinct ids, each carrying the same total for the pager. */
export function searchRows(n: number, totalCount = n): SearchRow[] {
  return Array.from({ length: n }, (_, i) => searchRow({ id: `t-${i + 1}`, total_count: totalCount }));
}
