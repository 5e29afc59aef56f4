import { count, eq, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { BaseFields, EditionFields, PreCardRow } from '@carddogam/contract/calls/card-edit';
import { queryRows, type DbOrTx } from '../db/client';
import { cardEn, cardResistance, cardWeakness } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';
import { findCardEdition, listResistances, listWeaknesses, type CardEnRow } from './cards';

/** The reads and the base-record writes of the staff edit dialog (§2.12) and the pre-input cards (§2.10). */

/** An edition's fields in the shape of the edit form; an edition without a record reads as empty. */
export async function readEditionFields(
  db: DbOrTx,
  en: CardEnRow,
  nation: Nation,
): Promise<{ fields: EditionFields; writer: string | null }> {
  const row = nation === 'en' ? en : await findCardEdition(db, nation, en.id);
  if (!row) {
    return {
      writer: null,
      fields: {
        name: null,
        ancientTrait_name: null,
        ancientTrait_text: null,
        effects: null,
        rules: [],
        image: 'default.png',
        number: null,
        rarity: null,
        set_printedTotal: null,
        set_name: null,
        isAvailable: true,
      },
    };
  }
  return {
    writer: row.writer,
    fields: {
      name: row.name,
      ancientTrait_name: row.ancientTraitName,
      ancientTrait_text: row.ancientTraitText,
      effects: 'effects' in row ? row.effects : null,
      rules: row.rules,
      image: row.image,
      number: row.number,
      rarity: row.rarity,
      set_printedTotal: row.setPrintedTotal,
      set_name: row.setName,
      isAvailable: row.isAvailable,
    },
  };
}

export async function readBaseFields(db: DbOrTx, en: CardEnRow): Promise<BaseFields> {
  return {
    name: en.name,
    supertype: en.supertype,
    subtypes: en.subtypes,
    hp: en.hp,
    types: en.types,
    evolvesFrom: en.evolvesFrom,
    evolvesTo: en.evolvesTo,
    artist: en.artist,
    nationalPokedexNumbers: en.nationalPokedexNumbers,
    regulationMark: en.regulationMark,
    retreatCost: en.retreatCost,
    weaknesses: await listWeaknesses(db, en.id),
    resistances: await listResistances(db, en.id),
  };
}

/** §7.8 update/simple_add/en: the base record of a whole edit, with its weaknesses and resistances. */
export async function updateBaseRecord(db: DbOrTx, cardId: string, base: BaseFields): Promise<void> {
  const { weaknesses, resistances, ...columns } = base;
  await db
    .update(cardEn)
    .set({ ...columns, lastModifiedDatetime: new Date() })
    .where(eq(cardEn.id, cardId));
  await db.delete(cardWeakness).where(eq(cardWeakness.cardId, cardId));
  await db.delete(cardResistance).where(eq(cardResistance.cardId, cardId));
  if (weaknesses.length > 0)
    await db.insert(cardWeakness).values(weaknesses.map((w, position) => ({ cardId, position, ...w })));
  if (resistances.length > 0)
    await db.insert(cardResistance).values(resistances.map((r, position) => ({ cardId, position, ...r })));
}

export async function insertPreCard(
  db: DbOrTx,
  values: Omit<typeof cardEn.$inferInsert, 'isPreCard' | 'source'>,
): Promise<void> {
  await db.insert(cardEn).values({ isAvailable: false, ...values, isPreCard: true, source: 'staff' });
}

export const PRE_CARD_PAGE_SIZE = 30;

/** Pre-input cards (card_en.is_pre_card), newest first, with their kr and jp names. */
export async function listPreCards(db: DbOrTx, page: number): Promise<{ total: number; rows: PreCardRow[] }> {
  const [totalRow] = await db.select({ total: count() }).from(cardEn).where(eq(cardEn.isPreCard, true));
  const rows = await queryRows<PreCardRow>(
    db,
    sql`select e.id, e.name, e.supertype, k.name as name_kr, j.name as name_jp,
          ${seoulDateTime(sql`e.created`)} as created
        from card_en e
        left join card_kr k on k.card_id = e.id
        left join card_jp j on j.card_id = e.id
        where e.is_pre_card
        order by e.created desc, e.id
        limit ${PRE_CARD_PAGE_SIZE} offset ${(page - 1) * PRE_CARD_PAGE_SIZE}`,
  );
  return { total: totalRow?.total ?? 0, rows };
}
