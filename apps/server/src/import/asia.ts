import { z } from 'zod';
import { damageValue } from '@carddogam/contract/cards/damage';
import { isoDate, sourceHash, type CardParts } from './en';
import { tcgdexRarityCode } from './rarity';

/** One line of asia-cards.jsonl.gz: a Japanese (ja) or Korean (ko) print from TCGdex. */
const damage = z.union([z.number(), z.string(), z.null()]).optional();
const text = z.string().nullable().optional();
/** A few prints lack an attack or ability name in the source; the rest of the print is still good. */
const nullableName = z
  .string()
  .nullable()
  .transform((v) => v ?? '');
export const asiaCardSchema = z
  .object({
    tcgdex_id: z.string().min(1).max(60),
    set_id: z.string().min(1),
    set_name: z.string().optional(),
    serie_id: z.string().optional(),
    serie_name: z.string().optional(),
    number: z.string().min(1),
    set_official_count: z.number().int().optional(),
    lang: z.enum(['ja', 'ko']),
    name: z.string().min(1),
    category: z.enum(['Pokemon', 'Trainer', 'Energy']),
    rarity: z.string().optional(),
    illustrator: z.string().optional(),
    hp: z.number().int().positive().optional(),
    types: z.array(z.string()).default([]),
    stage: z.string().optional(),
    suffix: z.string().optional(),
    // Variant prints carry fractional dex numbers (384.1 for a δ or ☆ Rayquaza); the species is the integer part.
    dexId: z.array(z.number().positive().transform(Math.floor)).default([]),
    evolveFrom: z.string().optional(),
    attacks: z
      .array(z.object({ name: nullableName, cost: z.array(z.string()).default([]), damage, effect: text }))
      .default([]),
    abilities: z
      .array(z.object({ type: z.string().optional(), name: nullableName, effect: text }))
      .default([]),
    effect: z.string().optional(),
    trainerType: z.string().optional(),
    energyType: z.string().optional(),
    weaknesses: z.array(z.object({ type: z.string(), value: z.string().optional() })).default([]),
    resistances: z.array(z.object({ type: z.string(), value: z.string().optional() })).default([]),
    retreat: z.number().int().nonnegative().optional(),
    regulationMark: z.string().max(2).optional(),
    releaseDate: z.string().optional(),
  })
  .loose();
export type AsiaCard = z.infer<typeof asiaCardSchema>;

export const asiaSetSchema = z
  .object({
    id: z.string().min(1),
    serie_id: z.string().optional(),
    serie_name: z.record(z.string(), z.string()).default({}),
    name: z.record(z.string(), z.string()).default({}),
    official_count: z.number().int().optional(),
    releaseDate: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  })
  .loose();
export type AsiaSet = z.infer<typeof asiaSetSchema>;

const SUPERTYPE = { Pokemon: 'Pokémon', Trainer: 'Trainer', Energy: 'Energy' } as const;
const STAGE: Record<string, string> = { Stage1: 'Stage 1', Stage2: 'Stage 2', MEGA: 'MEGA' };
const TRAINER_TYPE: Record<string, string> = { Tool: 'Pokémon Tool' };
const ENERGY_TYPE: Record<string, string> = { Normal: 'Basic', Special: 'Special' };

/** '006' → '6', 'SV-P 012' stays; the English records print numbers without padding. */
export function plainNumber(number: string): string {
  return /^\d+$/.test(number) ? String(Number(number)) : number;
}

/** The subtypes in pokemontcg.io words, so that filters treat every edition alike. */
export function asiaSubtypes(card: AsiaCard): string[] {
  const out: string[] = [];
  if (card.stage) out.push(STAGE[card.stage] ?? card.stage);
  if (card.suffix) out.push(card.suffix);
  if (card.trainerType) out.push(TRAINER_TYPE[card.trainerType] ?? card.trainerType);
  if (card.energyType) out.push(ENERGY_TYPE[card.energyType] ?? card.energyType);
  return out;
}

/** The TCGdex image address (not reachable offline; the web app then shows its placeholder). */
function imageUrl(card: AsiaCard): string {
  return `https://assets.tcgdex.net/${card.lang}/${(card.serie_id ?? '').toLowerCase()}/${card.set_id}/${card.number}/high.png`;
}

/** Maps a print to its edition record (card_jp / card_kr) and its parts in that edition. */
export function mapAsiaEdition(card: AsiaCard, raw: unknown) {
  const row = {
    name: card.name,
    number: plainNumber(card.number),
    effects: card.effect ?? null,
    rarity: tcgdexRarityCode(card.rarity),
    setPrintedTotal: card.set_official_count || null,
    setName: card.set_name ?? null,
    setRelease: isoDate(card.releaseDate),
    series: card.serie_name ?? null,
    isAvailable: true,
    imageUrl: imageUrl(card),
    sourceId: card.tcgdex_id,
    sourceHash: sourceHash(raw),
  };
  const parts: CardParts = {
    abilities: card.abilities.map((a) => ({ type: a.type ?? null, name: a.name, text: a.effect ?? '' })),
    attacks: card.attacks.map((a) => ({
      name: a.name,
      cost: a.cost.join(','),
      convertedEnergyCost: a.cost.length,
      damage: a.damage === null || a.damage === undefined ? '' : String(a.damage),
      damageValue: damageValue(a.damage),
      text: a.effect ?? '',
    })),
    weaknesses: card.weaknesses.map((w) => ({ type: w.type, value: (w.value ?? '').replace('x', '×') })),
    resistances: card.resistances.map((r) => ({ type: r.type, value: r.value ?? '' })),
  };
  return { row, parts };
}
export type AsiaEditionRow = ReturnType<typeof mapAsiaEdition>['row'];

/**
 * The base record of a card that has no certain English match (§2.3 jp-only case): it carries the
 * print's own facts and is_available false, so the detail page opens on the print's edition.
 */
export function mapAsiaOnlyBase(cardId: string, card: AsiaCard, raw: unknown) {
  return {
    id: cardId,
    name: card.name,
    supertype: SUPERTYPE[card.category],
    subtypes: asiaSubtypes(card),
    hp: card.hp ?? null,
    types: card.types,
    evolvesFrom: card.evolveFrom ?? null,
    evolvesTo: [] as string[],
    artist: card.illustrator ?? null,
    number: plainNumber(card.number),
    nationalPokedexNumbers: card.dexId,
    regulationMark: card.regulationMark ?? null,
    retreatCost: Array.from({ length: card.retreat ?? 0 }, () => 'Colorless'),
    isAvailable: false,
    imageUrl: null,
    rarity: null,
    setId: null,
    setName: null,
    setPrintedTotal: null,
    setRelease: null,
    series: null,
    ancientTraitName: null,
    ancientTraitText: null,
    rules: [] as string[],
    dump: null,
    source: 'tcgdex',
    sourceHash: sourceHash(raw),
  };
}
