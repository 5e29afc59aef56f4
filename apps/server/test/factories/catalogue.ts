import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Builds small card data folders in the layout of ../shared/data for importer tests. */

const set151 = {
  id: 'sv3pt5',
  name: '151',
  series: 'Scarlet & Violet',
  printedTotal: 165,
  total: 207,
  releaseDate: '2023/09/22',
  ptcgoCode: 'MEW',
};

export function enPokemon(id: string, name: string, dex: number, hp: number, damage: string, extra = {}) {
  return {
    id,
    name,
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: String(hp),
    types: ['Fire'],
    attacks: [{ name: 'Ember', cost: ['Fire'], convertedEnergyCost: 1, damage, text: '' }],
    weaknesses: [{ type: 'Water', value: '×2' }],
    retreatCost: ['Colorless'],
    number: id.split('-')[1],
    rarity: 'Common',
    nationalPokedexNumbers: [dex],
    images: { small: `https://images.example/${id}.png`, large: `https://images.example/${id}_hires.png` },
    set: set151,
    ...extra,
  };
}

/** A Trainer or Energy card of the 151 set ('Supporter', 'Item', or 'Basic' for a basic Energy). */
export function enCard(id: string, name: string, supertype: 'Trainer' | 'Energy', subtype: string) {
  return {
    id,
    name,
    supertype,
    subtypes: [subtype],
    number: id.split('-')[1],
    rarity: 'Common',
    set: set151,
  };
}

export function jaPrint(localId: string, name: string, dex: number, hp: number, damage: number, extra = {}) {
  return {
    tcgdex_id: `SV2a-${localId}`,
    set_id: 'SV2a',
    set_name: 'ポケモンカード151',
    serie_id: 'SV',
    serie_name: 'スカーレット&バイオレット',
    number: localId,
    set_official_count: 165,
    lang: 'ja',
    name,
    category: 'Pokemon',
    rarity: 'Common',
    hp,
    types: ['Fire'],
    stage: 'Basic',
    dexId: [dex],
    attacks: [{ name: 'ひのこ', cost: ['Fire'], damage, effect: null }],
    weaknesses: [{ type: 'Water', value: '×2' }],
    retreat: 1,
    releaseDate: '2023-06-16',
    ...extra,
  };
}

export interface CatalogueFixture {
  enCards: unknown[];
  asiaCards?: unknown[];
  /** Raw lines appended to en-cards.jsonl.gz as they are (for malformed input). */
  rawEnLines?: string[];
}

export function writeCatalogue(
  fixture: CatalogueFixture,
  dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-')),
) {
  const enLines = [...fixture.enCards.map((c) => JSON.stringify(c)), ...(fixture.rawEnLines ?? [])];
  writeFileSync(path.join(dir, 'en-cards.jsonl.gz'), gzipSync(enLines.join('\n')));
  writeFileSync(path.join(dir, 'en-sets.json'), JSON.stringify([{ ...set151, legalities: {} }]));
  if (fixture.asiaCards) {
    writeFileSync(
      path.join(dir, 'asia-cards.jsonl.gz'),
      gzipSync(fixture.asiaCards.map((c) => JSON.stringify(c)).join('\n')),
    );
    writeFileSync(
      path.join(dir, 'asia-sets.json'),
      JSON.stringify([
        {
          id: 'SV2a',
          serie_id: 'SV',
          serie_name: { ja: 'スカーレット&バイオレット', ko: '스칼렛・바이올렛' },
          name: { ja: 'ポケモンカード151', ko: '포켓몬 카드 151' },
          official_count: 165,
          releaseDate: '2023-06-16',
        },
      ]),
    );
  }
  return dir;
}

/** The standard fixture: a certain match, an ambiguous pair, a Japanese-only print and its Korean print. */
export function standardCatalogue() {
  return writeCatalogue({
    enCards: [
      enPokemon('sv3pt5-4', 'Charmander', 4, 70, '30'),
      enPokemon('sv3pt5-6', 'Charizard ex', 6, 330, '330', {
        subtypes: ['Stage 2', 'ex'],
        rarity: 'Double Rare',
      }),
      // Two English Vulpix with the same facts and rarity: no Japanese print can be matched with certainty.
      enPokemon('sv3pt5-37', 'Vulpix', 37, 60, '10'),
      enPokemon('sv3pt5-38', 'Alolan Vulpix', 37, 60, '10'),
      {
        id: 'sv3pt5-166',
        name: 'Potion',
        supertype: 'Trainer',
        subtypes: ['Item'],
        number: '166',
        rules: ['Heal 30 damage from 1 of your Pokémon.'],
        set: set151,
      },
    ],
    asiaCards: [
      jaPrint('004', 'ヒトカゲ', 4, 70, 30),
      jaPrint('006', 'リザードンex', 6, 330, 330, { rarity: 'Double rare', suffix: 'EX' }),
      jaPrint('037', 'ロコン', 37, 60, 10),
      jaPrint('999', 'ヒトカゲ', 4, 60, 20),
      {
        ...jaPrint('006', '리자몽ex', 6, 330, 330, { rarity: 'Double rare' }),
        lang: 'ko',
        set_name: '포켓몬 카드 151',
      },
      { ...jaPrint('999', '파이리', 4, 60, 20), lang: 'ko', set_name: '포켓몬 카드 151' },
    ],
    rawEnLines: [
      '{"id":"broken-1","name":"No supertype","number":"1","set":{"id":"sv3pt5","name":"151"}}',
      '{not json',
    ],
  });
}
