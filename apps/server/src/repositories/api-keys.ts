import { sql } from 'drizzle-orm';
import type { ApiKeyRow } from '@carddogam/contract/calls/api-keys';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/** Members' public API keys (api_key): only the sha256 of a key is stored, never the key. */

const ROW_FIELDS = sql`k.id, k.name, k.prefix, ${seoulDateTime(sql`k.created`)} as created,
  case when k.last_used is null then null else ${seoulDateTime(sql`k.last_used`)} end as last_used,
  case when k.revoked is null then null else ${seoulDateTime(sql`k.revoked`)} end as revoked`;

export function listApiKeys(db: DbOrTx, userId: string): Promise<ApiKeyRow[]> {
  return queryRows<ApiKeyRow>(
    db,
    sql`select ${ROW_FIELDS} from api_key k where k.user_id = ${userId} order by k.created desc, k.id desc`,
  );
}

/**
 * Takes the member's row lock, so that the creates of one member run one after another: the count of live
 * keys each one reads is then the count it inserts against.
 */
export async function lockKeyOwner(tx: Tx, userId: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from users where user_id = ${userId} for update`);
  return rows.length > 0;
}

export async function countLiveApiKeys(tx: Tx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from api_key where user_id = ${userId} and revoked is null`,
  );
  return row?.n ?? 0;
}

export async function insertApiKey(
  tx: Tx,
  key: { userId: string; name: string; prefix: string; keyHash: string },
): Promise<ApiKeyRow> {
  const [row] = await queryRows<ApiKeyRow>(
    tx,
    sql`with k as (
        insert into api_key (user_id, name, prefix, key_hash)
        values (${key.userId}, ${key.name}, ${key.prefix}, ${key.keyHash})
        returning *
      )
      select ${ROW_FIELDS} from k`,
  );
  return row!;
}

/** Revokes the member's live key; false when it is not theirs or already revoked (nothing changes then). */
export async function revokeApiKey(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update api_key set revoked = now()
      where id = ${id} and user_id = ${userId} and revoked is null
      returning id`,
  );
  return rows.length > 0;
}

export async function findOwnApiKey(
  db: DbOrTx,
  userId: string,
  id: number,
): Promise<{ revoked: boolean } | undefined> {
  const [row] = await queryRows<{ revoked: boolean }>(
    db,
    sql`select revoked is not null as revoked from api_key where id = ${id} and user_id = ${userId}`,
  );
  return row;
}

/** What a /v1 request's key resolves to; `usable` is false for a revoked key or a banned or gone owner. */
export interface ApiKeyOwner {
  id: number;
  usable: boolean;
}

export async function findApiKeyByHash(db: DbOrTx, keyHash: string): Promise<ApiKeyOwner | undefined> {
  const [row] = await queryRows<ApiKeyOwner>(
    db,
    sql`select k.id, (k.revoked is null and u.user_id is not null and u.type <> '밴 유저') as usable
      from api_key k left join users u on u.user_id = k.user_id
      where k.key_hash = ${keyHash}`,
  );
  return row;
}

/**
 * Notes a key's use. The condition keeps it to one write a minute per key however many processes serve
 * the key (each also remembers its own last write, so most requests do not reach this at all).
 */
export async function touchApiKey(db: DbOrTx, id: number): Promise<void> {
  await db.execute(
    sql`update api_key set last_used = now()
      where id = ${id} and (last_used is null or last_used < now() - interval '1 minute')`,
  );
}
