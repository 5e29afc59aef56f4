import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { CardEditionRecord } from '@carddogam/contract/calls/card-records';
import type { SearchRow } from '@carddogam/contract/calls/search';

/** Test data shaped like /api/card/detail/page answers. */

const NOW = '2026-11-23T00:00:00.000Z';

export function editionRecord(overrides: Partial<CardEditionRecord> = {}): CardEditionRecord {
  return {
    id: 'sv3pt5-6',
    name: '리자몽 ex',
    ancientTrait_name: null,
    ancientTrait_text: null,
    number: '6',
    effects: null,
    rules: [],
    rarity: 'RR',
    set_printedTotal: 165,
    set_name: '포켓몬 카드 151',
    set_release: '2023-09-22',
    series: '스칼렛&바이올렛',
    isAvailable: 1,
    image: 'default.png',
    image_url: null,
    writer: null,
    last_modified_datetime: NOW,
    ...overrides,
  };
}

export function cardPage(overrides: Partial<CardPage> = {}): CardPage {
  return {
    id: 'sv3pt5-6',
    en: {
      id: 'sv3pt5-6',
      name: 'Charizard ex',
      supertype: 'Pokémon',
      subtypes: 'Stage 2,ex',
      hp: 330,
      types: 'Fire',
      evolvesFrom: 'Charmeleon',
      evolvesTo: '',
      artist: 'PLANETA Mochizuki',
      number: '6',
      nationalPokedexNumbers: '6',
      regulationMark: 'G',
      retreatCost: 'Colorless,Colorless',
      isAvailable: 1,
      image: 'default.png',
      image_url: null,
      rarity: 'Double Rare',
      set_name: '151',
      set_printedTotal: 165,
      set_release: '2023-09-22',
      series: 'Scarlet & Violet',
      ancientTrait_name: null,
      ancientTrait_text: null,
      rules: ['Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.'],
      is_pre_card: 0,
      last_modified_datetime: NOW,
    },
    kr: null,
    jp: editionRecord({ name: 'リザードンex', set_name: 'ポケモンカード151', rarity: 'RR' }),
    name_kr_suggestion: '리자몽 ex',
    parts: {
      en: {
        abilities: [],
        attacks: [
          {
            name: 'Brave Wing',
            cost: 'Fire',
            convertedEnergyCost: 1,
            damage: '60+',
            text: 'If this Pokémon has any damage counters on it, this attack does 100 more damage.',
          },
          {
            name: 'Explosive Vortex',
            cost: 'Fire,Fire,Fire,Fire',
            convertedEnergyCost: 4,
            damage: '330',
            text: 'Discard 3 Energy from this Pokémon.',
          },
        ],
      },
      kr: { abilities: [], attacks: [] },
      jp: {
        abilities: [],
        attacks: [
          { name: 'ブレイブウイング', cost: 'Fire', convertedEnergyCost: 1, damage: '60+', text: '' },
        ],
      },
    },
    weaknesses: [{ type: 'Water', value: '×2' }],
    resistances: [],
    default_nation: 'en',
    ...overrides,
  };
}

export function searchRow(id: string, overrides: Partial<SearchRow> = {}): SearchRow {
  return {
    id,
    name_kr: null,
    name_kr_confirmed: false,
    name_en: 'Charizard ex',
    name_jp: null,
    rarity_kr: null,
    rarity_en: 'Double Rare',
    rarity_jp: null,
    set_kr: null,
    set_en: 'Obsidian Flames',
    set_jp: null,
    number_kr: null,
    number_en: '125',
    number_jp: null,
    printedTotal_kr: null,
    printedTotal_en: 197,
    printedTotal_jp: null,
    releaseDate_kr: null,
    releaseDate_en: '2023-08-11',
    releaseDate_jp: null,
    regulationMark: 'G',
    hp: 330,
    supertype: 'Pokémon',
    image_kr: null,
    image_en: null,
    image_jp: null,
    en_total_avg: 4,
    kr_total_avg: 2,
    jp_total_avg: 0,
    en_total_count: 1,
    kr_total_count: 1,
    jp_total_count: 0,
    en_name: 'Charizard ex',
    total_count: 1,
    total_capped: false,
    ...overrides,
  };
}
