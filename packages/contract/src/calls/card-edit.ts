import { z } from 'zod';
import { cardId, defineCall, nation } from '../call';
import { MSG } from '../messages';

/**
 * §7.8 staff card editing. The whole save of the edit dialog (§2.12 steps 1–8) is one call, so that it
 * either completes or changes nothing (decision 018); the dialog reads what it edits with `source`.
 */

export const CARD_EDIT_MSG = {
  saved: '카드 정보가 수정되었습니다.',
  preCardAdded: '선입력 카드가 추가되었습니다.',
  cardIdTaken: '이미 등록된 카드 ID입니다.',
  copyTargetMissing: '복사할 카드를 찾을 수 없습니다',
  hpRange: 'HP는 0부터 340까지 입력할 수 있습니다.',
} as const;

/** The staff alarm of a save names the edited card kind (§2.12 step 8, §9). */
export const EDIT_ALARM_KIND = { kr: '한글카드', jp: '일본카드', en: '영어카드' } as const;

const text = (max = 2000) => z.string().max(max);
const nullableText = (max = 2000) => z.string().max(max).nullable();
const list = <T extends z.ZodType>(item: T, max = 30) => z.array(item).max(max);

export const abilityInput = z.object({ type: text(50), name: text(200), text: text(4000) });
export const attackInput = z.object({
  name: text(200),
  cost: list(text(30), 10),
  damage: text(30),
  text: text(4000),
});
export const typedValue = z.object({ type: text(30), value: text(30) });

/** The fields of one edition that both edits cover (§7.8 update/simple). */
export const editionFields = z.object({
  name: nullableText(200),
  ancientTrait_name: nullableText(200),
  ancientTrait_text: nullableText(),
  effects: nullableText(4000),
  rules: list(text(2000), 10),
  image: text(300),
  number: nullableText(30),
  rarity: nullableText(100),
  set_printedTotal: z.number().int().min(0).max(100_000).nullable(),
  set_name: nullableText(200),
  isAvailable: z.boolean(),
});
export type EditionFields = z.infer<typeof editionFields>;

/** The base record fields of a whole edit (§7.8 update/simple_add/en and update/whole/en). */
export const baseFields = z.object({
  name: text(200),
  supertype: text(30),
  subtypes: list(text(50)),
  hp: z.number().int().nullable(),
  types: list(text(30)),
  evolvesFrom: nullableText(200),
  evolvesTo: list(text(200)),
  artist: nullableText(200),
  nationalPokedexNumbers: list(z.number().int().min(0).max(100_000)),
  regulationMark: nullableText(5),
  retreatCost: list(text(30), 10),
  weaknesses: list(typedValue, 5),
  resistances: list(typedValue, 5),
});
export type BaseFields = z.infer<typeof baseFields>;

export const saveParams = z.object({
  id: cardId,
  nation,
  insert_type: z.enum(['simple', 'whole']),
  fields: editionFields,
  /** Whole edits only: the base record, and the edition's abilities and attacks. */
  base: baseFields.optional(),
  abilities: list(abilityInput).optional(),
  attacks: list(attackInput).optional(),
  /** Other cards that get this card's set name, effects, rules, abilities and attacks. */
  copy_ids: list(cardId, 50).default([]),
  memo: text(200).default(''),
});
export type SaveParams = z.input<typeof saveParams>;

export const editSource = z.object({
  id: z.string(),
  nation,
  is_pre_card: z.boolean(),
  writer: z.string().nullable(),
  fields: editionFields,
  base: baseFields,
  abilities: z.array(abilityInput),
  attacks: z.array(attackInput),
  /** The English rarity, which the form maps when the edition's rarity is empty (§2.12). */
  rarity_en: z.string().nullable(),
});
export type EditSource = z.infer<typeof editSource>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

export const copyParams = z.object({
  id: cardId,
  pre_card_id: required(MSG.copyPreIdRequired),
  set_name_kr: required(MSG.copySetRequired),
  set_name_jp: required(MSG.copySetRequired),
  number: text(30).default(''),
});

export const preCardRow = z.object({
  id: z.string(),
  name: z.string(),
  supertype: z.string(),
  name_kr: z.string().nullable(),
  name_jp: z.string().nullable(),
  created: z.string(),
});
export type PreCardRow = z.infer<typeof preCardRow>;

/** The multipart image upload of the edit dialog; the nation closes the path. */
export const CARD_IMAGE_UPLOAD_PATH = '/api/admin/card/pre_card/upload/image/';
export const cardImageUploadResult = z.object({ filename: z.string() });

export const cardEditCalls = {
  source: defineCall('/api/admin/card/edit/source', z.object({ id: cardId, nation }), editSource),
  save: defineCall('/api/admin/card/edit/save', saveParams, z.object({ writer: z.string() })),
  initImage: defineCall(
    '/api/card/update/init/image',
    z.object({ id: cardId, nation }),
    z.object({ affectedRows: z.number() }),
  ),
  copy: defineCall('/api/admin/card/pre_card/copy', copyParams, z.object({ id: z.string() })),
  preCardList: defineCall(
    '/api/admin/card/pre_card/list',
    z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    z.object({ total: z.number(), rows: z.array(preCardRow) }),
  ),
  preCardInsert: defineCall(
    '/api/admin/card/pre_card/insert',
    z.object({
      id: required(MSG.editIdRequired),
      name: required(MSG.editNameRequired),
      supertype: z.enum(['Pokémon', 'Trainer', 'Energy'], { error: MSG.editSupertypeRequired }),
    }),
    z.object({ id: z.string() }),
  ),
};
