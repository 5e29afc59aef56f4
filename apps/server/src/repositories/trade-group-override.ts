import { sql } from 'drizzle-orm';
import type { GroupMember, GroupOverrideRow } from '@carddogam/contract/calls/trade-admin';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/**
 * Hand-made trade price groups (trade_group_override, decision 037): cards of one edition sharing a
 * group_key price together, whatever §2.13's automatic grouping says.
 */

/** Keeps group writes of one edition one after another: a merge reads both groups before it writes. */
const GROUP_LOCK_SPACE = 37_003;
const NATION_LOCK: Record<Nation, number> = { kr: 1, en: 2, jp: 3 };

export async function lockGroupWrites(tx: Tx, nation: Nation): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GROUP_LOCK_SPACE}::int, ${NATION_LOCK[nation]}::int)`);
}

/** The cards sharing the card's hand-made key (itself included), or null when it has none. */
export async function listOverrideGroup(
  db: DbOrTx,
  nation: Nation,
  cardId: string,
): Promise<string[] | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select g.card_id as id
        from trade_group_override o
        join trade_group_override g on g.card_nation = o.card_nation and g.group_key = o.group_key
        where o.card_nation = ${nation} and o.card_id = ${cardId}
        order by g.card_id
        limit 500`,
  );
  return rows.length ? rows.map((r) => r.id) : null;
}

export async function findOverrideKey(db: DbOrTx, nation: Nation, cardId: string): Promise<string | null> {
  const [row] = await queryRows<{ group_key: string }>(
    db,
    sql`select group_key from trade_group_override where card_nation = ${nation} and card_id = ${cardId}`,
  );
  return row?.group_key ?? null;
}

/** The hand-made keys the given cards have now, for the staff log's 'before'. */
export async function overrideKeysOf(
  db: DbOrTx,
  nation: Nation,
  cardIds: readonly string[],
): Promise<Record<string, string>> {
  if (!cardIds.length) return {};
  const rows = await queryRows<{ card_id: string; group_key: string }>(
    db,
    sql`select card_id, group_key from trade_group_override
        where card_nation = ${nation} and card_id = any(${toTextArray(cardIds)})`,
  );
  return Object.fromEntries(rows.map((r) => [r.card_id, r.group_key]));
}

/** Gives every card the key (a card keeps one key: a new one replaces its old one). */
export async function setOverrideKey(
  tx: Tx,
  nation: Nation,
  cardIds: readonly string[],
  groupKey: string,
  memo: string,
  userId: string,
): Promise<void> {
  await tx.execute(
    sql`insert into trade_group_override (card_nation, card_id, group_key, memo, user_id)
        select ${nation}, id, ${groupKey}, ${memo}, ${userId} from unnest(${toTextArray(cardIds)}) as c(id)
        on conflict (card_nation, card_id) do update
          set group_key = excluded.group_key, memo = excluded.memo, user_id = excluded.user_id,
              created = now()`,
  );
}

/** Removes the card's key; answers whether it had one. */
export async function deleteOverride(tx: Tx, nation: Nation, cardId: string): Promise<boolean> {
  const rows = await queryRows<{ card_id: string }>(
    tx,
    sql`delete from trade_group_override where card_nation = ${nation} and card_id = ${cardId}
        returning card_id`,
  );
  return rows.length > 0;
}

const cardTable = (nation: Nation) =>
  nation === 'en'
    ? { table: sql.raw('card_en'), id: sql.raw('c.id') }
    : { table: sql.raw(`card_${nation}`), id: sql.raw('c.card_id') };

/** The name, series and rarity the grouping reads, and the hand-made key, of each card (in id order). */
export async function describeGroupCards(
  db: DbOrTx,
  nation: Nation,
  cardIds: readonly string[],
): Promise<GroupMember[]> {
  if (!cardIds.length) return [];
  const { table, id } = cardTable(nation);
  return queryRows<GroupMember>(
    db,
    sql`select ${id} as card_id, c.name, c.series, c.rarity, o.group_key
        from ${table} c
        left join trade_group_override o on o.card_nation = ${nation} and o.card_id = ${id}
        where ${id} = any(${toTextArray(cardIds)})
        order by ${id}`,
  );
}

/** Every card with a hand-made key, grouped by key, newest first. */
export async function listOverrides(
  db: DbOrTx,
  q: { page: number; size: number; card_nation: Nation | null },
): Promise<{ total: number; rows: GroupOverrideRow[] }> {
  const where = q.card_nation ? sql`o.card_nation = ${q.card_nation}` : sql`true`;
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from trade_group_override o where ${where}`,
  );
  const rows = await queryRows<GroupOverrideRow>(
    db,
    sql`select o.card_nation, o.card_id,
          case o.card_nation
            when 'en' then (select name from card_en where id = o.card_id)
            when 'kr' then (select name from card_kr where card_id = o.card_id)
            else (select name from card_jp where card_id = o.card_id)
          end as name,
          o.group_key,
          (select count(*)::int from trade_group_override g
            where g.card_nation = o.card_nation and g.group_key = o.group_key) as size,
          o.memo, o.user_id, ${seoulDateTime(sql`o.created`)} as created
        from trade_group_override o
        where ${where}
        order by max(o.created) over (partition by o.card_nation, o.group_key) desc, o.group_key, o.card_id
        limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { total: count?.total ?? 0, rows };
}

const toTextArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
