import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { excelFilters } from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { updateLog } from '../db/schema/index';
import { EN_RARITY_CODES } from '../import/rarity';
import type { StoredCard, StoredValue } from '../services/card-excel-diff';
import { editableColumns } from '../services/card-excel-layout';

/** The SQL of the bulk edit sheets (/admin/card/excel, decision 036). */

export type ExcelFilterValues = z.output<typeof excelFilters>;

/** A stored card with the last writer of the edition and that writer's member type (§6). */
export interface StoredCardWithWriter extends StoredCard {
  writer: string | null;
  writerType: string | undefined;
  /** Whether the edition has a record yet (always for en). */
  hasRecord: boolean;
}

type CardRow = {
  id: string;
  display_name: string;
  writer: string | null;
  writer_type: string | null;
  has_record: boolean;
} & Record<string, StoredValue | boolean>;

// Table names come from this fixed map, never from input.
const EDITION_TABLE = { kr: sql.raw('card_kr'), jp: sql.raw('card_jp') } as const;

/** The sheet's columns of each edition as select expressions, e the base record and x the edition's. */
function cardColumns(nation: Nation): SQL {
  if (nation === 'en')
    return sql`e.id, e.name as display_name, e.name, e.number, e.rarity, e.hp, e.artist,
      e.regulation_mark, e.set_name, e.set_printed_total, e.writer, null::text as writer_type, true as has_record`;
  return sql`e.id, coalesce(x.name, e.name) as display_name, e.name as name_en, x.name, x.number, x.rarity,
    x.set_name, x.set_printed_total, x.effects, x.writer, u.type as writer_type,
    x.card_id is not null as has_record`;
}

function cardSource(nation: Nation): SQL {
  if (nation === 'en') return sql`card_en e`;
  return sql`card_en e left join ${EDITION_TABLE[nation]} x on x.card_id = e.id
    left join users u on u.user_id = x.writer`;
}

const toStored = (row: CardRow): StoredCardWithWriter => {
  const { id, display_name, writer, writer_type, has_record, ...values } = row;
  return {
    id,
    displayName: display_name,
    writer,
    writerType: writer_type ?? undefined,
    hasRecord: has_record,
    // Every other selected column is one of the sheet's, text or a number.
    values: { id, ...(values as Record<string, StoredValue>) },
  };
};

/** Filters of the export as conditions on card_search (cs), each served by one of its indexes. */
function filterConditions(f: ExcelFilterValues): SQL {
  const parts: SQL[] = [sql`e.deleted_at is null`];
  if (f.set_name) {
    // A card the edition has no record of yet is found by its English set, so an empty Korean sheet of a
    // set can be exported and filled in.
    parts.push(
      f.nation === 'en'
        ? sql`cs.set_en = ${f.set_name}`
        : f.nation === 'kr'
          ? sql`(cs.set_kr = ${f.set_name} or cs.set_en = ${f.set_name})`
          : sql`(cs.set_jp = ${f.set_name} or cs.set_en = ${f.set_name})`,
    );
  }
  if (f.supertype) parts.push(sql`cs.supertype = ${f.supertype}`);
  const text = f.text.toLowerCase().replace(/\s+/g, '');
  if (text) parts.push(sql`cs.names_norm like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (f.kr_missing) parts.push(sql`not exists (select 1 from card_kr k where k.card_id = cs.card_id)`);
  return sql.join(parts, sql` and `);
}

function exportOrder(nation: Nation): SQL {
  if (nation === 'en') return sql`cs.set_en, cs.number_sort_en, cs.card_id`;
  const set = nation === 'kr' ? sql`cs.set_kr` : sql`cs.set_jp`;
  const num = nation === 'kr' ? sql`cs.number_sort_kr` : sql`cs.number_sort_jp`;
  return sql`coalesce(${set}, cs.set_en), coalesce(${num}, cs.number_sort_en), cs.card_id`;
}

/** The cards of an export, in set and number order; at most `limit` of them. */
export async function listCardsForSheet(
  db: DbOrTx,
  f: ExcelFilterValues,
  limit: number,
): Promise<StoredCardWithWriter[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns(f.nation)}
      from card_search cs join ${cardSource(f.nation)} on e.id = cs.card_id
      where ${filterConditions(f)}
      order by ${exportOrder(f.nation)}
      limit ${limit}`,
  );
  return rows.map(toStored);
}

/** The sheet's cards as stored now, by id; deleted cards are left out. `lock` holds their base rows. */
export async function findCardsForSheet(
  db: DbOrTx,
  nation: Nation,
  ids: readonly string[],
  lock = false,
): Promise<Map<string, StoredCardWithWriter>> {
  if (ids.length === 0) return new Map();
  // Card ids never contain a newline, so a newline-joined string is a safe one-parameter id list.
  const idList = ids.join('\n');
  if (lock)
    await db.execute(
      sql`select id from card_en where id = any(string_to_array(${idList}, E'\\n')) order by id for update`,
    );
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns(nation)} from ${cardSource(nation)}
      where e.id = any(string_to_array(${idList}, E'\\n')) and e.deleted_at is null`,
  );
  return new Map(rows.map((row) => [row.id, toStored(row)]));
}

/** The rarities a sheet may set: the rarity map's names of the edition (for kr/jp, the printed codes). */
export async function rarityList(db: DbOrTx, nation: Nation): Promise<Set<string>> {
  const column = sql.raw(nation);
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select distinct ${column} as value from rarity_map where ${column} is not null`,
  );
  const list = new Set(rows.map((r) => r.value));
  // The importer's vocabulary counts too, so a fresh install whose rarity map is still empty takes them.
  const known = nation === 'en' ? Object.keys(EN_RARITY_CODES) : Object.values(EN_RARITY_CODES);
  for (const name of known) if (name) list.add(name);
  return list;
}

export async function regulationMarkList(db: DbOrTx): Promise<Set<string>> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select regulation_mark as value from regulation_mark`,
  );
  return new Set(rows.map((r) => r.value));
}

/** One card's new values in the sheet's column names (null: unchanged), and the writer to record. */
export interface EditionWrite {
  id: string;
  writer: string;
  values: Record<string, string | number>;
}

const SQL_TYPES: Record<string, string> = { set_printed_total: 'int', hp: 'int' };

/**
 * Writes every changed card of a sheet in one statement (plus, for kr/jp, one that creates the missing
 * records): a column keeps its value where the sheet left it unchanged.
 */
export async function writeEditionValues(tx: DbOrTx, nation: Nation, writes: readonly EditionWrite[]) {
  if (writes.length === 0) return;
  const rows = JSON.stringify(writes.map((w) => ({ id: w.id, writer: w.writer, ...w.values })));
  const columns = editableColumns(nation).map((c) => c.name);
  const recordType = sql.raw(
    ['id text', 'writer text', ...columns.map((c) => `${c} ${SQL_TYPES[c] ?? 'text'}`)].join(', '),
  );
  const sets = sql.raw(columns.map((c) => `${c} = coalesce(r.${c}, t.${c})`).join(', '));
  if (nation === 'en') {
    await tx.execute(sql`update card_en as t set ${sets}, writer = r.writer, last_modified_datetime = now()
      from jsonb_to_recordset(${rows}::jsonb) as r(${recordType}) where t.id = r.id`);
    return;
  }
  const table = EDITION_TABLE[nation];
  await tx.execute(sql`insert into ${table} (card_id)
    select r.id from jsonb_to_recordset(${rows}::jsonb) as r(id text) on conflict (card_id) do nothing`);
  await tx.execute(sql`update ${table} as t set ${sets}, writer = r.writer, last_modified_datetime = now()
    from jsonb_to_recordset(${rows}::jsonb) as r(${recordType}) where t.card_id = r.id`);
}

/** One update_log row per changed card, as the staff edit dialog writes one per save. */
export async function insertSheetUpdateLogs(
  tx: DbOrTx,
  nation: Nation,
  userId: string,
  ids: readonly string[],
  memo: string,
): Promise<void> {
  for (let start = 0; start < ids.length; start += 1000) {
    await tx.insert(updateLog).values(
      ids.slice(start, start + 1000).map((cardId) => ({
        provideType: 'card',
        provideId: 0,
        cardId,
        cardNation: nation,
        provider: userId,
        updater: userId,
        memo,
      })),
    );
  }
}
