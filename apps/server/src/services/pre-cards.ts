import type { z } from 'zod';
import { CARD_EDIT_MSG, type cardEditCalls } from '@carddogam/contract/calls/card-edit';
import { MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { findCardEdition, findCardEn, listAbilities, listAttacks } from '../repositories/cards';
import { insertPreCard, readBaseFields, updateBaseRecord } from '../repositories/card-edit';
import { insertUpdateLog } from '../repositories/reports';
import { canEditEdition, enforce } from '../policies/permissions';
import { applyCardData, type CardAbilityInput, type CardAttackInput } from './card-edit';
import type { WriteContext } from './changes';

type CopyInput = z.output<(typeof cardEditCalls.copy)['params']>;
type PreCardInput = z.output<(typeof cardEditCalls.preCardInsert)['params']>;

const abilitiesOf = (rows: { type: string | null; name: string; text: string }[]): CardAbilityInput[] =>
  rows.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text }));
const attacksOf = (rows: { name: string; cost: string; damage: string; text: string }[]): CardAttackInput[] =>
  rows.map((a) => ({ name: a.name, cost: a.cost ? a.cost.split(',') : [], damage: a.damage, text: a.text }));

/** A new id, or one that is already a pre-input card (copying again overwrites it); never a printed card. */
async function checkPreCardId(db: Db, id: string): Promise<boolean> {
  const existing = await findCardEn(db, id);
  if (existing && !existing.isPreCard) throw conflict(CARD_EDIT_MSG.cardIdTaken, 'CARD_ID_TAKEN');
  return existing !== undefined;
}

/** §2.12 pre-input cards: a card entered before its English print exists (card_en.is_pre_card). */
export async function addPreCard(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: PreCardInput,
): Promise<string> {
  if (await checkPreCardId(db, input.id)) throw conflict(CARD_EDIT_MSG.cardIdTaken, 'CARD_ID_TAKEN');
  await db.transaction(async (tx) => {
    await insertPreCard(tx, {
      id: input.id,
      name: input.name,
      supertype: input.supertype,
      writer: user.userId,
    });
    await applyCardData(tx, { cardId: input.id, nation: 'en', fields: {}, writer: user.userId });
  });
  changes.cardsChanged([input.id]);
  return input.id;
}

/**
 * §2.10 copy card: the source card's base record, parts and kr/jp editions become the pre-input card,
 * with the chosen Korean and Japanese set names and block number, in one transaction that also writes
 * the edit history entry. It writes the en and kr records, so a 일어알바 (jp only, §6) may not copy.
 */
export async function copyToPreCard(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: CopyInput,
): Promise<string> {
  enforce(canEditEdition(user, 'kr'));
  const source = await findCardEn(db, input.id);
  if (!source) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
  const targetId = input.pre_card_id;
  const exists = await checkPreCardId(db, targetId);
  const base = await readBaseFields(db, source);
  const number = input.number.trim() || null;

  await db.transaction(async (tx) => {
    if (!exists) {
      await insertPreCard(tx, { id: targetId, name: source.name, supertype: source.supertype });
    }
    await updateBaseRecord(tx, targetId, base);
    await applyCardData(tx, {
      cardId: targetId,
      nation: 'en',
      writer: user.userId,
      abilities: abilitiesOf(await listAbilities(tx, source.id, 'en')),
      attacks: attacksOf(await listAttacks(tx, source.id, 'en')),
      fields: {
        ancientTraitName: source.ancientTraitName,
        ancientTraitText: source.ancientTraitText,
        rules: source.rules,
        number: number ?? '',
        rarity: source.rarity,
        isAvailable: false,
      },
    });
    for (const [nation, setName] of [
      ['kr', input.set_name_kr],
      ['jp', input.set_name_jp],
    ] as const) {
      const edition = await findCardEdition(tx, nation, source.id);
      await applyCardData(tx, {
        cardId: targetId,
        nation,
        writer: user.userId,
        abilities: abilitiesOf(await listAbilities(tx, source.id, nation)),
        attacks: attacksOf(await listAttacks(tx, source.id, nation)),
        fields: {
          name: edition?.name ?? null,
          ancientTraitName: edition?.ancientTraitName ?? null,
          ancientTraitText: edition?.ancientTraitText ?? null,
          effects: edition?.effects ?? null,
          rules: edition?.rules ?? [],
          rarity: edition?.rarity ?? null,
          number,
          setName,
          isAvailable: true,
        },
      });
    }
    await insertUpdateLog(tx, {
      provideType: 'card',
      provideId: 0,
      cardId: targetId,
      cardNation: 'en',
      provider: user.userId,
      updater: user.userId,
      memo: `카드 복사 (${source.id})`,
    });
  });
  changes.cardsChanged([targetId]);
  return targetId;
}
