import { z } from 'zod';

/**
 * GET /v1/cards/{id}: one card with its three editions (en, kr, jp) in one object. The English record is
 * the base every card has; the Korean and Japanese prints are linked to it (decision 006), and each says
 * how it was linked so a client can judge it.
 */

const imageAddress = z.string().nullable().describe('카드 이미지의 절대 주소. 없으면 null.');

export const publicAbility = z.object({
  type: z.string().nullable().describe("'Ability', 'Poké-Power' 등"),
  name: z.string(),
  text: z.string(),
});

export const publicAttack = z.object({
  name: z.string(),
  cost: z.array(z.string()).describe("에너지 타입 코드 ('Fire', 'Colorless' …)"),
  converted_energy_cost: z.number().int(),
  damage: z.string().describe("인쇄된 그대로 ('30', '60+', '20×')"),
  text: z.string(),
});

export const publicSetRef = z.object({
  name: z.string().nullable(),
  series: z.string().nullable(),
  printed_total: z.number().int().nullable().describe('카드 번호 뒤에 인쇄된 총 수 (/165)'),
  release_date: z.string().nullable().describe('YYYY-MM-DD'),
});

/** How an edition record came to belong to the card. */
export const editionLink = z.object({
  source: z
    .enum(['base', 'import', 'confirmed_proposal', 'staff'])
    .describe(
      'base: 영문판(기준 카드). import: 가져오기에서 세트·도감번호·HP·기술이 모두 일치할 때만 연결. ' +
        'confirmed_proposal: 운영진이 확정한 연결 제안. staff: 운영진이 직접 입력.',
    ),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('연결의 확실성(0–1). import는 1, 확정된 제안은 제안 점수, 직접 입력은 null.'),
  edited_by_staff: z.boolean().describe('가져온 뒤 운영진이 고쳤는지'),
});

export const publicEdition = z.object({
  name: z.string().nullable(),
  number: z.string().nullable(),
  rarity: z.string().nullable(),
  set: publicSetRef,
  image: imageAddress,
  rules: z.array(z.string()),
  abilities: z.array(publicAbility),
  attacks: z.array(publicAttack),
  available: z.boolean().describe('해당 판이 발매·표시되는지'),
  link: editionLink,
  updated: z.string().describe('ISO 8601'),
});

export const publicCard = z.object({
  id: z.string().describe("카드 id (영문판 id, 예: 'sv3pt5-6'; 일본판만 있는 카드는 'jp-…')"),
  supertype: z.string(),
  subtypes: z.array(z.string()),
  types: z.array(z.string()),
  hp: z.number().int().nullable(),
  evolves_from: z.string().nullable(),
  national_pokedex_numbers: z.array(z.number().int()),
  regulation_mark: z.string().nullable(),
  retreat_cost: z.array(z.string()),
  weaknesses: z.array(z.object({ type: z.string(), value: z.string() })),
  resistances: z.array(z.object({ type: z.string(), value: z.string() })),
  artist: z.string().nullable(),
  /** The Korean name made from the species list while no Korean print is linked (not yet confirmed). */
  name_kr_unconfirmed: z
    .string()
    .nullable()
    .describe('한글판이 없을 때 포켓몬 이름으로 만든 미확인 한글 이름'),
  en: publicEdition,
  kr: publicEdition.nullable(),
  jp: publicEdition.nullable(),
});
export type PublicCard = z.infer<typeof publicCard>;
export type PublicEdition = z.infer<typeof publicEdition>;

/** One edition in a search or set list: the facts a result row shows. */
export const publicEditionSummary = z.object({
  name: z.string().nullable(),
  set: z.string().nullable(),
  number: z.string().nullable(),
  rarity: z.string().nullable(),
  release_date: z.string().nullable(),
  image: imageAddress,
});

export const publicCardSummary = z.object({
  id: z.string(),
  supertype: z.string(),
  subtypes: z.array(z.string()),
  types: z.array(z.string()),
  hp: z.number().int().nullable(),
  regulation_mark: z.string().nullable(),
  name_kr: z.string().nullable().describe('한글 이름 (한글판 또는 확인된 번역)'),
  name_kr_confirmed: z.boolean().describe('false면 name_kr은 미확인 이름'),
  en: publicEditionSummary,
  kr: publicEditionSummary.nullable(),
  jp: publicEditionSummary.nullable(),
});
export type PublicCardSummary = z.infer<typeof publicCardSummary>;

export const publicCardPage = z.object({
  data: z.array(publicCardSummary),
  next_cursor: z
    .string()
    .nullable()
    .describe('다음 페이지의 cursor. 마지막 페이지면 null. 카드 id 순서로 고정되어 중복·누락이 없습니다.'),
});
