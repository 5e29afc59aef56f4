import type { EditSource } from '@carddogam/contract/calls/card-edit';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';
import { findCardEn, listAbilities, listAttacks } from '../repositories/cards';
import { readBaseFields, readEditionFields } from '../repositories/card-edit';

/**
 * What the staff edit dialog edits (§2.12, §2.18): one edition's fields, the base record, and the
 * edition's abilities and attacks, which fall back to the English ones when the edition has none yet.
 */
export async function readEditSource(db: DbOrTx, id: string, nation: Nation): Promise<EditSource> {
  const en = await findCardEn(db, id);
  if (!en) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
  const { fields, writer } = await readEditionFields(db, en, nation);
  let abilities = await listAbilities(db, id, nation);
  if (abilities.length === 0 && nation !== 'en') abilities = await listAbilities(db, id, 'en');
  let attacks = await listAttacks(db, id, nation);
  if (attacks.length === 0 && nation !== 'en') attacks = await listAttacks(db, id, 'en');
  return {
    id,
    nation,
    is_pre_card: en.isPreCard,
    writer,
    fields,
    base: await readBaseFields(db, en),
    abilities: abilities.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text })),
    attacks: attacks.map((a) => ({
      name: a.name,
      cost: a.cost ? a.cost.split(',') : [],
      damage: a.damage,
      text: a.text,
    })),
    rarity_en: en.rarity,
  };
}
