import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { arrayParam } from '../db/array-param';
import { cardSet, regulationMark } from '../db/schema/index';

/** The PTCGL set codes of English sets and the regulation mark list (/admin/deck/ptcgl, regulation_mark). */

/** The code a deck text uses for a set: the staff override, else the source's. */
export const EFFECTIVE_PTCGL_CODE = sql`coalesce(nullif(ptcgl_code, ''), nullif(ptcgo_code, ''))`;

export interface PtcglSetRow {
  id: number;
  code: string;
  name: string;
  release_date: string | null;
  ptcgo_code: string | null;
  ptcgl_code: string | null;
  card_count: number;
}

/** English sets newest first, with how many cards each holds (card_en by its set index). */
export async function listPtcglSets(
  db: DbOrTx,
  q: { page: number; size: number; text: string; missingOnly: boolean },
): Promise<{ total: number; list: PtcglSetRow[] }> {
  const where = [sql`cs.nation = 'en'`];
  if (q.text) {
    const like = `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(cs.name ilike ${like} or cs.code ilike ${like} or cs.ptcgo_code ilike ${like} or cs.ptcgl_code ilike ${like})`,
    );
  }
  if (q.missingOnly) where.push(sql`${EFFECTIVE_PTCGL_CODE} is null`);
  const condition = sql.join(where, sql` and `);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from card_set cs where ${condition}`,
  );
  const list = await queryRows<PtcglSetRow>(
    db,
    sql`select cs.id, cs.code, cs.name, cs.release_date::text as release_date, cs.ptcgo_code, cs.ptcgl_code,
        (select count(*)::int from card_en e where e.set_id = cs.code) as card_count
      from card_set cs where ${condition}
      order by cs.release_date desc nulls last, cs.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { total: count?.total ?? 0, list };
}

export async function findEnSet(db: DbOrTx, id: number) {
  const [row] = await db.select().from(cardSet).where(eq(cardSet.id, id));
  return row?.nation === 'en' ? row : undefined;
}

/** Another English set a deck text would read under this code, if any. */
export async function findSetUsingCode(db: DbOrTx, code: string, exceptId: number) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from card_set
      where nation = 'en' and id <> ${exceptId} and upper(${EFFECTIVE_PTCGL_CODE}) = upper(${code}) limit 1`,
  );
  return row;
}

export async function setPtcglCode(db: DbOrTx, id: number, code: string | null) {
  await db.update(cardSet).set({ ptcglCode: code }).where(eq(cardSet.id, id));
}

/** The marks in their order with the cards that carry each, counted in one grouped read. */
export function listMarks(db: DbOrTx) {
  return queryRows<{ regulation_mark: string; sort_order: number; card_count: number }>(
    db,
    sql`select m.regulation_mark, m.sort_order, coalesce(c.n, 0)::int as card_count
      from regulation_mark m
      left join (select regulation_mark, count(*) as n from card_en group by regulation_mark) c
        on c.regulation_mark = m.regulation_mark
      order by m.sort_order, m.regulation_mark`,
  );
}

export async function countCardsWithMark(db: DbOrTx, mark: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from card_en where regulation_mark = ${mark}`,
  );
  return row?.n ?? 0;
}

/** Adds a mark at the end; false when it is there already. */
export async function insertMark(db: DbOrTx, mark: string): Promise<boolean> {
  const rows = await queryRows<{ regulation_mark: string }>(
    db,
    sql`insert into regulation_mark (regulation_mark, sort_order)
      select ${mark}, coalesce(max(sort_order), 0) + 1 from regulation_mark
      on conflict (regulation_mark) do nothing returning regulation_mark`,
  );
  return rows.length > 0;
}

export async function deleteMark(db: DbOrTx, mark: string): Promise<boolean> {
  const rows = await db
    .delete(regulationMark)
    .where(eq(regulationMark.regulationMark, mark))
    .returning({ mark: regulationMark.regulationMark });
  return rows.length > 0;
}

export function markOrder(db: DbOrTx) {
  return db
    .select()
    .from(regulationMark)
    .orderBy(asc(regulationMark.sortOrder), asc(regulationMark.regulationMark));
}

/** The given marks take the places 1, 2, …; the others follow in their old order; one statement. */
export async function reorderMarks(db: DbOrTx, marks: readonly string[]) {
  await db.execute(sql`with given as (
      select g.mark, g.place from unnest(${arrayParam(marks, 'text')}) with ordinality as g(mark, place)),
    placed as (
      select m.regulation_mark, row_number() over (order by g.place nulls last, m.sort_order, m.regulation_mark) as place
      from regulation_mark m left join given g on g.mark = m.regulation_mark)
    update regulation_mark m set sort_order = placed.place from placed
    where placed.regulation_mark = m.regulation_mark`);
}
