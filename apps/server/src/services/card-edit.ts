import { and, eq } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { cardAbility, cardAttack, cardEn } from '../db/schema/index';
import { editionTable } from '../repositories/cards';
import { refreshCardSearch } from '../repositories/card-search';
import { damageValue } from '@carddogam/contract/cards/damage';

/**
 * The one writer of card data (staff edits, copies and approved info reports). Permissions, the update
 * log, alarms and the change announcement stay with the callers so that each can put them in its own
 * transaction.
 */

export interface CardAbilityInput {
  type: string;
  name: string;
  text: string;
}
export interface CardAttackInput {
  name: string;
  cost: string[];
  damage: string;
  text: string;
}
/** Edition fields a report or an edit may set; absent keys stay as they are. */
export interface CardEditionFields {
  name?: string | null;
  ancientTraitName?: string | null;
  ancientTraitText?: string | null;
  effects?: string | null;
  rules?: string[];
  number?: string | null;
  rarity?: string | null;
  setName?: string | null;
  setPrintedTotal?: number | null;
  isAvailable?: boolean;
  image?: string;
}
export interface CardDataChange {
  cardId: string;
  nation: Nation;
  fields: CardEditionFields;
  /** When present, replaces the edition's abilities / attacks (delete then insert, §2.12 steps 3–4). */
  abilities?: CardAbilityInput[];
  attacks?: CardAttackInput[];
  /** Recorded as card_xx.writer (§6 writer rule is decided by the caller). */
  writer: string;
}

const FIELD_KEYS = [
  'name',
  'ancientTraitName',
  'ancientTraitText',
  'effects',
  'rules',
  'number',
  'rarity',
  'setName',
  'setPrintedTotal',
  'isAvailable',
  'image',
] as const satisfies readonly (keyof CardEditionFields)[];

/** Only the keys the caller gave, so absent keys keep their stored value. */
function presentFields(fields: CardEditionFields): Partial<CardEditionFields> {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) if (fields[key] !== undefined) out[key] = fields[key];
  return out as Partial<CardEditionFields>;
}

export async function replaceAbilities(
  tx: DbOrTx,
  cardId: string,
  nation: Nation,
  abilities: CardAbilityInput[],
): Promise<void> {
  await tx.delete(cardAbility).where(and(eq(cardAbility.cardId, cardId), eq(cardAbility.nation, nation)));
  if (abilities.length === 0) return;
  await tx.insert(cardAbility).values(abilities.map((a, position) => ({ cardId, nation, position, ...a })));
}

export async function replaceAttacks(
  tx: DbOrTx,
  cardId: string,
  nation: Nation,
  attacks: CardAttackInput[],
): Promise<void> {
  await tx.delete(cardAttack).where(and(eq(cardAttack.cardId, cardId), eq(cardAttack.nation, nation)));
  if (attacks.length === 0) return;
  await tx.insert(cardAttack).values(
    attacks.map((a, position) => ({
      cardId,
      nation,
      position,
      name: a.name,
      cost: a.cost.join(','),
      convertedEnergyCost: a.cost.length,
      damage: a.damage,
      damageValue: damageValue(a.damage),
      text: a.text,
    })),
  );
}

async function updateEnRecord(
  tx: DbOrTx,
  cardId: string,
  fields: Partial<CardEditionFields>,
  writer: string,
) {
  // card_en has no effects column, and its name and number may not be null.
  const { effects: _effects, name, number, ...rest } = fields;
  await tx
    .update(cardEn)
    .set({
      ...rest,
      ...(name !== undefined ? { name: name ?? '' } : {}),
      ...(number !== undefined ? { number: number ?? '' } : {}),
      writer,
      lastModifiedDatetime: new Date(),
    })
    .where(eq(cardEn.id, cardId));
}

/**
 * Writes one edition of a card inside the caller's transaction: creates the kr/jp row when missing,
 * replaces abilities/attacks when given (convertedEnergyCost = cost.length), updates the fields, then
 * refreshes card_search (refreshCardSearch) for the card. It does NOT write update_log or alarms and
 * does not check permissions — callers do.
 */
export async function applyCardData(tx: DbOrTx, change: CardDataChange): Promise<void> {
  const { cardId, nation, writer } = change;
  if (change.abilities) await replaceAbilities(tx, cardId, nation, change.abilities);
  if (change.attacks) await replaceAttacks(tx, cardId, nation, change.attacks);
  const fields = presentFields(change.fields);
  if (nation === 'en') {
    await updateEnRecord(tx, cardId, fields, writer);
  } else {
    const table = editionTable(nation);
    await tx.insert(table).values({ cardId }).onConflictDoNothing({ target: table.cardId });
    await tx
      .update(table)
      .set({ ...fields, writer, lastModifiedDatetime: new Date() })
      .where(eq(table.cardId, cardId));
  }
  await refreshCardSearch(tx, [cardId]);
}
