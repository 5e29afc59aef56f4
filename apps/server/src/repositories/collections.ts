import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import {
  COLLECTION_MAX_AMOUNT,
  COLLECTION_PAGE_SIZE,
  type CollectionCard,
  type CollectionItem,
  type SetProgress,
} from '@carddogam/contract/calls/collections';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * The collection book over `collection` (one row per member, card and edition) and the challenge books
 * over card_search, whose per-edition set, number and image columns already hold everything a checklist
 * shows. Column names are picked from a fixed map per edition, never from input.
 */

const EDITION = {
  kr: { name: 'name_kr', set: 'set_kr', series: 'series_kr', number: 'number_kr', sort: 'number_sort_kr' },
  en: { name: 'name_en', set: 'set_en', series: 'series_en', number: 'number_en', sort: 'number_sort_en' },
  jp: { name: 'name_jp', set: 'set_jp', series: 'series_jp', number: 'number_jp', sort: 'number_sort_jp' },
} as const;

const col = (nation: Nation, key: keyof (typeof EDITION)['kr']) => sql.raw(`s.${EDITION[nation][key]}`);

/** A card counts as released in an edition when that edition's record says it is available. */
const released = (nation: Nation) => sql.raw(`coalesce(s.available_${nation}, false)`);

/** The display columns of one card edition from card_search s; the name falls back to the English one. */
function cardColumns(nation: Nation): SQL {
  return sql`s.card_id, ${nation}::text as nation,
    coalesce(${col(nation, 'name')}, s.name_en) as name, ${col(nation, 'number')} as number,
    ${sql.raw(`s.printed_total_${nation}`)} as printed_total, ${sql.raw(`s.rarity_${nation}`)} as rarity,
    ${col(nation, 'set')} as set_name, ${col(nation, 'series')} as series,
    s.regulation_mark, ${sql.raw(`s.image_${nation}`)} as image`;
}

/** The same columns for rows of several editions, chosen per row by c.nation. */
const PER_ROW_EDITION = sql.raw(
  ['name', 'number', 'printed_total', 'rarity', 'set', 'series', 'image']
    .map((field) => {
      const pick = (n: Nation) => (field === 'name' ? `coalesce(s.name_${n}, s.name_en)` : `s.${field}_${n}`);
      const alias = field === 'set' ? 'set_name' : field;
      return `case c.nation when 'kr' then ${pick('kr')} when 'jp' then ${pick('jp')} else ${pick('en')} end as ${alias}`;
    })
    .join(', '),
);

export interface ReleasedCard {
  card: CollectionCard | undefined;
  released: boolean;
}

/** The card edition as the book shows it, and whether it is released in that edition; undefined card when unknown. */
export async function findCardEdition(db: DbOrTx, cardId: string, nation: Nation): Promise<ReleasedCard> {
  const [row] = await queryRows<CollectionCard & { released: boolean }>(
    db,
    sql`select ${cardColumns(nation)}, ${released(nation)} as released
      from card_search s where s.card_id = ${cardId}`,
  );
  if (!row) return { card: undefined, released: false };
  const { released: isReleased, ...card } = row;
  return { card, released: isReleased };
}

/**
 * Adds copies in one statement, so two adds at once both count. Answers the new amount, or undefined when
 * the total would pass the maximum (nothing is written then).
 */
export async function addToCollection(
  db: DbOrTx,
  row: { userId: string; cardId: string; nation: Nation; amount: number },
): Promise<number | undefined> {
  const [saved] = await queryRows<{ amount: number }>(
    db,
    sql`insert into collection as c (user_id, card_id, nation, amount)
      values (${row.userId}, ${row.cardId}, ${row.nation}, ${row.amount})
      on conflict (user_id, card_id, nation) do update set amount = c.amount + excluded.amount
        where c.amount + excluded.amount <= ${COLLECTION_MAX_AMOUNT}
      returning amount`,
  );
  return saved?.amount;
}

export async function setCollectionAmount(
  db: DbOrTx,
  row: { userId: string; cardId: string; nation: Nation; amount: number },
): Promise<boolean> {
  const saved = await queryRows(
    db,
    sql`update collection set amount = ${row.amount}
      where user_id = ${row.userId} and card_id = ${row.cardId} and nation = ${row.nation} returning id`,
  );
  return saved.length > 0;
}

export async function removeFromCollection(
  db: DbOrTx,
  row: { userId: string; cardId: string; nation: Nation },
): Promise<boolean> {
  const deleted = await queryRows(
    db,
    sql`delete from collection
      where user_id = ${row.userId} and card_id = ${row.cardId} and nation = ${row.nation} returning id`,
  );
  return deleted.length > 0;
}

export interface CollectionFilter {
  nation?: Nation;
  setName?: string;
  page: number;
}

/** One page of a member's book, newest first, with the count of all matching rows. */
export async function listCollection(
  db: DbOrTx,
  userId: string,
  filter: CollectionFilter,
): Promise<{ total: number; rows: CollectionItem[] }> {
  const where: SQL[] = [sql`c.user_id = ${userId}`];
  if (filter.nation) where.push(sql`c.nation = ${filter.nation}`);
  if (filter.nation && filter.setName) where.push(sql`${col(filter.nation, 'set')} = ${filter.setName}`);
  const rows = await queryRows<CollectionItem & { total_count: number }>(
    db,
    sql`select s.card_id, c.nation, ${PER_ROW_EDITION}, s.regulation_mark, c.amount,
        count(*) over ()::int as total_count
      from collection c join card_search s on s.card_id = c.card_id
      where ${sql.join(where, sql` and `)}
      order by c.created desc, c.id desc
      limit ${COLLECTION_PAGE_SIZE} offset ${(filter.page - 1) * COLLECTION_PAGE_SIZE}`,
  );
  return { total: rows[0]?.total_count ?? 0, rows: rows.map(({ total_count: _total, ...row }) => row) };
}

/** The set names a member owns cards of in one edition, for the list's set filter. */
export async function ownedSetNames(db: DbOrTx, userId: string, nation: Nation): Promise<string[]> {
  const rows = await queryRows<{ set_name: string }>(
    db,
    sql`select distinct ${col(nation, 'set')} as set_name
      from collection c join card_search s on s.card_id = c.card_id
      where c.user_id = ${userId} and c.nation = ${nation} and ${col(nation, 'set')} is not null
      order by 1`,
  );
  return rows.map((r) => r.set_name);
}

export async function collectionTotals(
  db: DbOrTx,
  userId: string,
  nation: Nation,
): Promise<{ distinct_cards: number; total_amount: number }> {
  const [row] = await queryRows<{ distinct_cards: number; total_amount: number }>(
    db,
    sql`select count(*)::int as distinct_cards, coalesce(sum(amount), 0)::int as total_amount
      from collection where user_id = ${userId} and nation = ${nation}`,
  );
  return row ?? { distinct_cards: 0, total_amount: 0 };
}

/**
 * Every released set of an edition with its size and the member's owned distinct cards, in one grouped
 * pass over card_search (newest set first). userId null (a guest) owns nothing.
 */
export function setProgressQuery(nation: Nation, userId: string | null): SQL {
  return sql`select ${col(nation, 'set')} as set_name, max(${col(nation, 'series')}) as series,
      max(${sql.raw(`s.release_${nation}`)})::text as release_date,
      count(*)::int as total, count(c.card_id)::int as owned
    from card_search s
    left join collection c on c.card_id = s.card_id and c.nation = ${nation} and c.user_id = ${userId ?? ''}
    where ${col(nation, 'set')} is not null and ${released(nation)}
    group by 1
    order by max(${sql.raw(`s.release_${nation}`)}) desc nulls last, 1`;
}

export function listSetProgress(db: DbOrTx, nation: Nation, userId: string | null): Promise<SetProgress[]> {
  return queryRows<SetProgress>(db, setProgressQuery(nation, userId));
}

/** Every released card of one set in number order, with the member's amount (0 when missing). */
export function readChecklist(
  db: DbOrTx,
  nation: Nation,
  setName: string,
  userId: string | null,
): Promise<CollectionItem[]> {
  return queryRows<CollectionItem>(
    db,
    sql`select ${cardColumns(nation)}, coalesce(c.amount, 0)::int as amount
      from card_search s
      left join collection c on c.card_id = s.card_id and c.nation = ${nation} and c.user_id = ${userId ?? ''}
      where ${col(nation, 'set')} = ${setName} and ${released(nation)}
      order by ${col(nation, 'sort')} nulls last, ${col(nation, 'number')}, s.card_id`,
  );
}

/** A member looked up by id or nickname, with the flag that decides who may open the book (§6). */
export async function findCollectionOwner(
  db: DbOrTx,
  by: { userId?: string; nickname?: string },
): Promise<{ userId: string; nickname: string; collectionShow: boolean } | undefined> {
  const where = by.userId !== undefined ? sql`user_id = ${by.userId}` : sql`nickname = ${by.nickname ?? ''}`;
  const [row] = await queryRows<{ userId: string; nickname: string; collectionShow: boolean }>(
    db,
    sql`select user_id as "userId", nickname, collection_show as "collectionShow" from users
      where ${where} limit 1`,
  );
  return row;
}
