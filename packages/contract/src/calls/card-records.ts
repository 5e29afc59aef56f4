import { z } from 'zod';
import { cardId, defineCall, nation } from '../call';

/** §7.1 Card records. */

const byId = z.object({ id: cardId });
const byCardId = z.object({ card_id: cardId });

export const cardEnRecord = z.object({
  id: z.string(),
  name: z.string(),
  supertype: z.string(),
  /** Comma lists, as §3 writes them. */
  subtypes: z.string(),
  hp: z.number().nullable(),
  types: z.string(),
  evolvesFrom: z.string().nullable(),
  evolvesTo: z.string(),
  artist: z.string().nullable(),
  number: z.string(),
  nationalPokedexNumbers: z.string(),
  regulationMark: z.string().nullable(),
  retreatCost: z.string(),
  isAvailable: z.union([z.literal(0), z.literal(1)]),
  image: z.string(),
  /** The source's image address, used while no image has been uploaded ('default.png'). */
  image_url: z.string().nullable(),
  rarity: z.string().nullable(),
  set_name: z.string().nullable(),
  set_printedTotal: z.number().nullable(),
  set_release: z.string().nullable(),
  series: z.string().nullable(),
  ancientTrait_name: z.string().nullable(),
  ancientTrait_text: z.string().nullable(),
  rules: z.array(z.string()),
  is_pre_card: z.union([z.literal(0), z.literal(1)]),
  last_modified_datetime: z.string(),
});
export type CardEnRecord = z.infer<typeof cardEnRecord>;

export const cardEditionRecord = z.object({
  id: z.string(),
  name: z.string().nullable(),
  ancientTrait_name: z.string().nullable(),
  ancientTrait_text: z.string().nullable(),
  number: z.string().nullable(),
  effects: z.string().nullable(),
  rules: z.array(z.string()),
  rarity: z.string().nullable(),
  set_printedTotal: z.number().nullable(),
  set_name: z.string().nullable(),
  set_release: z.string().nullable(),
  series: z.string().nullable(),
  isAvailable: z.union([z.literal(0), z.literal(1)]),
  image: z.string(),
  image_url: z.string().nullable(),
  writer: z.string().nullable(),
  last_modified_datetime: z.string(),
});
export type CardEditionRecord = z.infer<typeof cardEditionRecord>;

export const abilityRow = z.object({ type: z.string().nullable(), name: z.string(), text: z.string() });
export type AbilityRow = z.infer<typeof abilityRow>;
export const attackRow = z.object({
  name: z.string(),
  cost: z.string(),
  convertedEnergyCost: z.number(),
  damage: z.string(),
  text: z.string(),
});
export type AttackRow = z.infer<typeof attackRow>;
export const typeValueRow = z.object({ type: z.string(), value: z.string() });

export const cardRecordCalls = {
  cardEn: defineCall('/api/card/detail/card_en', byId, z.array(cardEnRecord)),
  cardKr: defineCall('/api/card/detail/card_kr', byId, z.array(cardEditionRecord)),
  cardJp: defineCall('/api/card/detail/card_jp', byId, z.array(cardEditionRecord)),
  cardEnDump: defineCall(
    '/api/card/detail/card_en__dump',
    byId,
    z.array(z.object({ dump: z.string().nullable(), isAvailable: z.union([z.literal(0), z.literal(1)]) })),
  ),
  isExist: defineCall('/api/card/detail/isExist', byId, z.object({ isExist: z.boolean() })),
  selectCardEn: defineCall('/api/card/select/card/en', byCardId, z.array(cardEnRecord)),
  abilitiesEn: defineCall('/api/card/select/abilities/en', byCardId, z.array(abilityRow)),
  abilitiesKr: defineCall('/api/card/select/abilities/kr', byCardId, z.array(abilityRow)),
  abilitiesJp: defineCall('/api/card/select/abilities/jp', byCardId, z.array(abilityRow)),
  attacksEn: defineCall('/api/card/select/attacks/en', byCardId, z.array(attackRow)),
  attacksKr: defineCall('/api/card/select/attacks/kr', byCardId, z.array(attackRow)),
  attacksJp: defineCall('/api/card/select/attacks/jp', byCardId, z.array(attackRow)),
  weaknesses: defineCall('/api/card/select/weaknesses', byCardId, z.array(typeValueRow)),
  resistances: defineCall('/api/card/select/resistances', byCardId, z.array(typeValueRow)),
  viewCount: defineCall(
    '/api/card/select/view_count',
    byCardId,
    z.array(z.object({ view_count: z.number() })),
  ),
  writer: defineCall(
    '/api/card/select/writer',
    z.object({ card_id: cardId, card_nation: nation }),
    z.array(z.object({ writer: z.string().nullable() })),
  ),
  writerType: defineCall(
    '/api/card/select/writer/type',
    z.object({ user_id: z.string().trim().min(1).max(64) }),
    z.array(z.object({ type: z.string() })),
  ),
  increaseViewCount: defineCall(
    '/api/card/update/view_count/increase',
    byCardId,
    z.object({ view_count: z.number() }),
  ),
};
