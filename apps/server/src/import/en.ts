import { createHash } from 'node:crypto';
import { z } from 'zod';
import { damageValue } from '@carddogam/contract/cards/damage';

/** A pokemontcg.io v2 card as found in en-cards.jsonl.gz. Only what we read is checked; the rest is kept. */
const attackSchema = z.object({
  name: z.string(),
  cost: z.array(z.string()).default([]),
  convertedEnergyCost: z.number().int().nonnegative().optional(),
  damage: z.string().default(''),
  text: z.string().default(''),
});
const abilitySchema = z.object({
  name: z.string(),
  text: z.string().default(''),
  type: z.string().optional(),
});
const typeValue = z.object({ type: z.string(), value: z.string().default('') });

export const enCardSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().min(1),
    supertype: z.enum(['Pokémon', 'Trainer', 'Energy']),
    subtypes: z.array(z.string()).default([]),
    hp: z.string().regex(/^\d+$/).optional(),
    types: z.array(z.string()).default([]),
    evolvesFrom: z.string().optional(),
    evolvesTo: z.array(z.string()).default([]),
    rules: z.array(z.string()).default([]),
    ancientTrait: z.object({ name: z.string(), text: z.string() }).optional(),
    abilities: z.array(abilitySchema).default([]),
    attacks: z.array(attackSchema).default([]),
    weaknesses: z.array(typeValue).default([]),
    resistances: z.array(typeValue).default([]),
    retreatCost: z.array(z.string()).default([]),
    number: z.string().min(1),
    artist: z.string().optional(),
    rarity: z.string().optional(),
    nationalPokedexNumbers: z.array(z.number().int().positive()).default([]),
    regulationMark: z.string().max(2).optional(),
    images: z.object({ small: z.string().optional(), large: z.string().optional() }).optional(),
    set: z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      series: z.string().optional(),
      printedTotal: z.number().int().optional(),
      total: z.number().int().optional(),
      releaseDate: z.string().optional(),
      ptcgoCode: z.string().optional(),
    }),
  })
  .loose();
export type EnCard = z.infer<typeof enCardSchema>;

export const enSetSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    series: z.string().optional(),
    printedTotal: z.number().int().optional(),
    total: z.number().int().optional(),
    releaseDate: z.string().optional(),
    ptcgoCode: z.string().optional(),
  })
  .loose();
export type EnSet = z.infer<typeof enSetSchema>;

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; anything else → null. */
export function isoDate(value: string | undefined | null): string | null {
  if (!value) return null;
  const m = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export function sourceHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

export interface AbilityRow {
  type: string | null;
  name: string;
  text: string;
}
export interface AttackRow {
  name: string;
  cost: string;
  convertedEnergyCost: number;
  damage: string;
  damageValue: number | null;
  text: string;
}
export interface TypeValueRow {
  type: string;
  value: string;
}

/** Everything one card contributes to the card tables, in the shape the writer inserts. */
export interface CardParts {
  abilities: AbilityRow[];
  attacks: AttackRow[];
  weaknesses: TypeValueRow[];
  resistances: TypeValueRow[];
}

/** Maps a pokemontcg.io card to its card_en row and its parts. */
export function mapEnCard(card: EnCard, raw: unknown) {
  const row = {
    id: card.id,
    name: card.name,
    supertype: card.supertype,
    subtypes: card.subtypes,
    hp: card.hp ? Number(card.hp) : null,
    types: card.types,
    evolvesFrom: card.evolvesFrom ?? null,
    evolvesTo: card.evolvesTo,
    artist: card.artist ?? null,
    number: card.number,
    nationalPokedexNumbers: card.nationalPokedexNumbers,
    regulationMark: card.regulationMark ?? null,
    retreatCost: card.retreatCost,
    isAvailable: true,
    imageUrl: card.images?.large || card.images?.small || null,
    rarity: card.rarity ?? null,
    setId: card.set.id,
    setName: card.set.name,
    setPrintedTotal: card.set.printedTotal ?? null,
    setRelease: isoDate(card.set.releaseDate),
    series: card.set.series ?? null,
    ancientTraitName: card.ancientTrait?.name ?? null,
    ancientTraitText: card.ancientTrait?.text ?? null,
    rules: card.rules,
    dump: raw,
    source: 'pokemontcg',
    sourceHash: sourceHash(raw),
  };
  const parts: CardParts = {
    abilities: card.abilities.map((a) => ({ type: a.type ?? null, name: a.name, text: a.text })),
    attacks: card.attacks.map((a) => ({
      name: a.name,
      cost: a.cost.join(','),
      convertedEnergyCost: a.convertedEnergyCost ?? a.cost.length,
      damage: a.damage,
      damageValue: damageValue(a.damage),
      text: a.text,
    })),
    weaknesses: card.weaknesses,
    resistances: card.resistances,
  };
  return { row, parts };
}
export type EnCardRow = ReturnType<typeof mapEnCard>['row'];
