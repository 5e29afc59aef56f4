import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import {
  cardEn,
  cardSeries,
  cardSet,
  country,
  rarityMap,
  regulationMark,
  supertypeItem,
} from '../db/schema/index';

/** Reads of the reference lists (§7.2). */

/**
 * Set names of one edition, each once: several set codes may carry one name (a reprint, or a name the
 * source repeats), and every screen offers these names as the options of a select. A shared name is
 * dated by its newest set.
 */
export function listSetNames(db: DbOrTx, nation: Nation) {
  return db
    .select({ name: cardSet.name })
    .from(cardSet)
    .where(eq(cardSet.nation, nation))
    .groupBy(cardSet.name)
    .orderBy(sql`max(${cardSet.releaseDate}) desc nulls first`, asc(cardSet.name));
}

/** A set's printed total; several sets of one edition may share a name, the newest wins. */
export function findSetTotal(db: DbOrTx, nation: Nation, setName: string) {
  return db
    .select({ totalNumber: cardSet.totalNumber })
    .from(cardSet)
    .where(and(eq(cardSet.nation, nation), eq(cardSet.name, setName)))
    .orderBy(desc(cardSet.releaseDate))
    .limit(1);
}

export function listSeries(db: DbOrTx, nation: Nation) {
  return db
    .select({ series: cardSeries.name })
    .from(cardSeries)
    .where(eq(cardSeries.nation, nation))
    .orderBy(desc(cardSeries.sortOrder), asc(cardSeries.name));
}

/** The rarity map without '-' or empty names (§5 "Lists"). */
export function listRarities(db: DbOrTx) {
  return db
    .select({ en: rarityMap.en, kr: rarityMap.kr, jp: rarityMap.jp })
    .from(rarityMap)
    .where(and(ne(rarityMap.en, ''), ne(rarityMap.en, '-')))
    .orderBy(asc(rarityMap.id));
}

export function matchRarity(db: DbOrTx, rarityEn: string) {
  return db
    .select({ kr: rarityMap.kr, jp: rarityMap.jp })
    .from(rarityMap)
    .where(eq(rarityMap.en, rarityEn))
    .limit(1);
}

export function listCardNames(db: DbOrTx) {
  return db.selectDistinct({ name: cardEn.name }).from(cardEn).orderBy(asc(cardEn.name));
}

export function listSupertypeItems(db: DbOrTx) {
  return db
    .select({ category: supertypeItem.category, en: supertypeItem.en, kr: supertypeItem.kr })
    .from(supertypeItem)
    .where(eq(supertypeItem.isShow, true))
    .orderBy(asc(supertypeItem.category), asc(supertypeItem.sortOrder), asc(supertypeItem.id));
}

export function listRegulationMarks(db: DbOrTx) {
  return db
    .select({ regulation_mark: regulationMark.regulationMark })
    .from(regulationMark)
    .orderBy(asc(regulationMark.sortOrder), asc(regulationMark.regulationMark));
}

/**
 * The 'first set' of the card search: the newest Korean set that has cards (§2.19). Korean sets often
 * come without a release date; such a set is dated by the English prints its cards are linked to.
 */
export function findFirstKrSet(db: DbOrTx) {
  const released = sql`coalesce(${cardSet.releaseDate}, (
    select max(e.set_release) from card_kr k join card_en e on e.id = k.card_id
    where k.set_name = ${cardSet.name}))`;
  return db
    .select({ set_name: cardSet.name })
    .from(cardSet)
    .where(
      and(eq(cardSet.nation, 'kr'), sql`exists (select 1 from card_kr k where k.set_name = ${cardSet.name})`),
    )
    .orderBy(sql`${released} desc nulls last`, asc(cardSet.name))
    .limit(1);
}

export function listCountries(db: DbOrTx) {
  return db
    .select({ code: country.code, country_kr: country.countryKr })
    .from(country)
    .orderBy(asc(country.code));
}
