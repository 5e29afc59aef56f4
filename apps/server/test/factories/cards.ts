import type { DbOrTx } from '../../src/db/client';
import {
  cardAbility,
  cardAttack,
  cardEn,
  cardJp,
  cardKr,
  cardResistance,
  cardWeakness,
} from '../../src/db/schema/index';

/** Card rows for tests and the demo seed: a realistic Pokémon card with overridable fields. */

type CardEnInsert = typeof cardEn.$inferInsert;
type EditionInsert = typeof cardKr.$inferInsert;

let sequence = 0;

export function buildCardEn(overrides: Partial<CardEnInsert> = {}): CardEnInsert {
  sequence += 1;
  return {
    id: `test-${sequence}`,
    name: 'Charizard ex',
    supertype: 'Pokémon',
    subtypes: ['Stage 2', 'ex'],
    hp: 330,
    types: ['Fire'],
    evolvesFrom: 'Charmeleon',
    artist: 'PLANETA Mochizuki',
    number: String(sequence),
    nationalPokedexNumbers: [6],
    regulationMark: 'G',
    retreatCost: ['Colorless', 'Colorless'],
    rarity: 'Double Rare',
    setId: 'sv3pt5',
    setName: '151',
    setPrintedTotal: 165,
    setRelease: '2023-09-22',
    series: 'Scarlet & Violet',
    rules: ['Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.'],
    source: 'pokemontcg',
    dump: { id: overrides.id ?? `test-${sequence}`, name: overrides.name ?? 'Charizard ex' },
    ...overrides,
  };
}

export function buildEdition(cardId: string, overrides: Partial<EditionInsert> = {}): EditionInsert {
  return {
    cardId,
    name: '리자몽 ex',
    number: '006',
    rarity: 'RR',
    setName: '포켓몬 카드 151',
    setPrintedTotal: 165,
    setRelease: '2023-06-16',
    series: '스칼렛・바이올렛',
    ...overrides,
  };
}

export interface CardFixture {
  en?: Partial<CardEnInsert>;
  kr?: Partial<EditionInsert> | false;
  jp?: Partial<EditionInsert> | false;
  withParts?: boolean;
}

/** Inserts a card with optional kr/jp records and en parts; returns its id. */
export async function insertCard(db: DbOrTx, fixture: CardFixture = {}): Promise<string> {
  const en = buildCardEn(fixture.en);
  await db.insert(cardEn).values(en);
  if (fixture.kr) await db.insert(cardKr).values(buildEdition(en.id, fixture.kr));
  if (fixture.jp)
    await db.insert(cardJp).values(buildEdition(en.id, { name: 'リザードンex', ...fixture.jp }));
  if (fixture.withParts ?? true) {
    await db.insert(cardAttack).values([
      {
        cardId: en.id,
        nation: 'en',
        position: 0,
        name: 'Brave Wing',
        cost: 'Fire',
        convertedEnergyCost: 1,
        damage: '60+',
        damageValue: 60,
        text: 'If this Pokémon has any damage counters on it, this attack does 100 more damage.',
      },
      {
        cardId: en.id,
        nation: 'en',
        position: 1,
        name: 'Explosive Vortex',
        cost: 'Fire,Fire,Fire,Fire',
        convertedEnergyCost: 4,
        damage: '330',
        damageValue: 330,
        text: 'Discard 3 Energy from this Pokémon.',
      },
    ]);
    await db.insert(cardAbility).values({
      cardId: en.id,
      nation: 'en',
      position: 0,
      type: 'Ability',
      name: 'Test Ability',
      text: 'Once during your turn.',
    });
    await db.insert(cardWeakness).values({ cardId: en.id, position: 0, type: 'Water', value: '×2' });
    await db.insert(cardResistance).values({ cardId: en.id, position: 0, type: 'Fighting', value: '-30' });
  }
  return en.id;
}
