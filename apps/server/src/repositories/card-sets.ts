import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { CardSetRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { queryRows, type DbOrTx } from '../db/client';

/** Sets per edition for /admin/card/set, their links between editions, and the card rows named by them. */

export interface SetListFilter {
  page: number;
  size: number;
  nation: Nation | null;
  series: string;
  text: string;
  sort: 'release_date' | 'name';
  dir: 'asc' | 'desc';
}

export interface SetRecord {
  id: number;
  nation: Nation;
  code: string;
  name: string;
  series: string | null;
  total_number: number | null;
  total: number | null;
  release_date: string | null;
  logo: string | null;
  symbol: string | null;
  edition_group: string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSets(db: DbOrTx, f: SetListFilter): Promise<{ total: number; rows: CardSetRow[] }> {
  const where: SQL[] = [sql`true`];
  if (f.nation) where.push(sql`s.nation = ${f.nation}`);
  if (f.series) where.push(sql`s.series = ${f.series}`);
  if (f.text) where.push(sql`(s.name ilike ${likePattern(f.text)} or s.code ilike ${likePattern(f.text)})`);
  const dir = sql.raw(f.dir === 'asc' ? 'asc' : 'desc');
  const order =
    f.sort === 'name' ? sql`s.name ${dir}, s.id` : sql`s.release_date ${dir} nulls last, s.name, s.id`;
  const rows = await queryRows<CardSetRow & { full_count: number }>(
    db,
    sql`select s.id, s.nation, s.code, s.name, s.series, s.total_number, s.total,
        to_char(s.release_date, 'YYYY-MM-DD') as release_date, s.ptcgo_code, s.logo, s.symbol, s.edition_group,
        coalesce((select json_agg(json_build_object('id', o.id, 'nation', o.nation, 'name', o.name)
                   order by o.nation, o.id)
                  from card_set o where o.edition_group = s.edition_group and o.id <> s.id), '[]'::json) as linked,
        count(*) over ()::int as full_count
      from card_set s
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${f.size} offset ${(f.page - 1) * f.size}`,
  );
  return { total: rows[0]?.full_count ?? 0, rows: rows.map(({ full_count: _, ...row }) => row) };
}

export async function listSetSeries(db: DbOrTx, nation: Nation | null): Promise<string[]> {
  const rows = await queryRows<{ series: string }>(
    db,
    sql`select distinct series from card_set
      where series is not null and series <> '' and (${nation}::text is null or nation = ${nation})
      order by series`,
  );
  return rows.map((r) => r.series);
}

/** The set, locked for the rest of the transaction so two renames of one set run one after the other. */
export async function lockSet(db: DbOrTx, id: number): Promise<SetRecord | undefined> {
  const [row] = await queryRows<SetRecord>(
    db,
    sql`select id, nation, code, name, series, total_number, total,
        to_char(release_date, 'YYYY-MM-DD') as release_date, logo, symbol, edition_group
      from card_set where id = ${id} for update`,
  );
  return row;
}

/** Whether another set of the edition already has this name or this code. */
export async function findSetClash(
  db: DbOrTx,
  nation: Nation,
  field: 'name' | 'code',
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  const column = sql.raw(field);
  const rows = await queryRows(
    db,
    sql`select 1 from card_set
      where nation = ${nation} and ${column} = ${value} and id <> ${exceptId ?? 0} limit 1`,
  );
  return rows.length > 0;
}

export interface SetValues {
  nation: Nation;
  code: string;
  name: string;
  series: string | null;
  total_number: number | null;
  total: number | null;
  release_date: string | null;
}

export async function insertSet(db: DbOrTx, v: SetValues): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into card_set (nation, code, name, series, total_number, total, release_date)
      values (${v.nation}, ${v.code}, ${v.name}, ${v.series}, ${v.total_number}, ${v.total}, ${v.release_date})
      returning id`,
  );
  return row!.id;
}

export async function updateSet(db: DbOrTx, id: number, v: SetValues): Promise<void> {
  await db.execute(sql`
    update card_set set code = ${v.code}, name = ${v.name}, series = ${v.series},
      total_number = ${v.total_number}, total = ${v.total}, release_date = ${v.release_date}
    where id = ${id}`);
}

/**
 * Gives the cards of a renamed set its new name, in one statement per edition table, and answers their
 * ids. The importer writes an English card's set by its code (set_id) and a Korean or Japanese print's by
 * the set's name, so those prints are found by the old name.
 */
export async function renameSetCards(
  db: DbOrTx,
  set: { nation: Nation; code: string; oldName: string },
  newName: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    set.nation === 'en'
      ? sql`update card_en set set_name = ${newName} where set_id = ${set.code} returning id`
      : sql`update ${sql.raw(set.nation === 'kr' ? 'card_kr' : 'card_jp')} set set_name = ${newName}
          where set_name = ${set.oldName} returning card_id as id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Puts the given sets, and every set already linked to one of them, under one edition group: the key one
 * of them already has, or a new one.
 */
export async function linkSets(db: DbOrTx, ids: readonly number[], newKey: string): Promise<string> {
  const [row] = await queryRows<{ key: string }>(
    db,
    sql`with chosen as (
        select id, edition_group from card_set where id = any(string_to_array(${ids.join(',')}, ',')::int[])
      ), key as (
        select coalesce(min(edition_group), ${newKey}) as key from chosen
      )
      update card_set set edition_group = (select key from key)
      where id in (select id from chosen)
         or edition_group in (select edition_group from chosen where edition_group is not null)
      returning (select key from key) as key`,
  );
  return row?.key ?? newKey;
}

/** Takes a set out of its group; a group left with one set is no link any more and is cleared too. */
export async function unlinkSet(db: DbOrTx, id: number, group: string): Promise<void> {
  await db.execute(sql`update card_set set edition_group = null where id = ${id}`);
  await db.execute(sql`
    update card_set set edition_group = null
    where edition_group = ${group}
      and (select count(*) from card_set where edition_group = ${group}) < 2`);
}

export async function setSetImage(
  db: DbOrTx,
  id: number,
  kind: 'logo' | 'symbol',
  address: string | null,
): Promise<void> {
  await db.execute(sql`update card_set set ${sql.raw(kind === 'logo' ? 'logo' : 'symbol')} = ${address}
    where id = ${id}`);
}
