import { z } from 'zod';
import { cardId, defineCall, nation } from '../call';
import { abilityRow, attackRow, cardEditionRecord, cardEnRecord, typeValueRow } from './card-records';

/**
 * Everything the card detail page (§2.3, §2.4) and the card popup (§2.17) read about one card, in one
 * request. It answers the same data as the §7.1 calls, which still work on their own.
 */
const editionParts = z.object({ abilities: z.array(abilityRow), attacks: z.array(attackRow) });

export const cardPage = z.object({
  id: z.string(),
  en: cardEnRecord,
  kr: cardEditionRecord.nullable(),
  jp: cardEditionRecord.nullable(),
  /** Unconfirmed Korean name made from the species table, when there is no Korean record (decision 006). */
  name_kr_suggestion: z.string().nullable(),
  parts: z.object({ en: editionParts, kr: editionParts, jp: editionParts }),
  weaknesses: z.array(typeValueRow),
  resistances: z.array(typeValueRow),
  /** The edition the page opens in (§2.3 default language, decision 007). */
  default_nation: nation,
  /** Deleted by a 관리자 (/admin/card/delete): only staff get the page, with the notice shown. */
  deleted: z.boolean().optional(),
});
export type CardPage = z.infer<typeof cardPage>;

export const cardPageCalls = {
  /** [] when no card has this id, so the page can show the missing-card message. */
  page: defineCall('/api/card/detail/page', z.object({ id: cardId }), z.array(cardPage)),
};
