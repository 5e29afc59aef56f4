import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userAddress, users } from '../db/schema/index';

/** A member's delivery addresses (/mypage/address). Every query names the member: nobody reaches another's. */

export type AddressRow = typeof userAddress.$inferSelect;
export type AddressValues = Pick<
  typeof userAddress.$inferInsert,
  'label' | 'recipient' | 'phone' | 'postcode' | 'address' | 'addressDetail'
>;

/** The default first, then the newest. */
export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddress)
    .where(eq(userAddress.userId, userId))
    .orderBy(desc(userAddress.isDefault), desc(userAddress.id));
}

export async function findAddress(db: DbOrTx, userId: string, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddress)
    .where(and(eq(userAddress.id, id), eq(userAddress.userId, userId)))
    .limit(1);
  return row;
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAddress).where(eq(userAddress.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: DbOrTx,
  values: AddressValues & { userId: string; isDefault: boolean },
): Promise<number> {
  const [row] = await db.insert(userAddress).values(values).returning({ id: userAddress.id });
  return row!.id;
}

export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: number,
  values: AddressValues,
): Promise<boolean> {
  const rows = await db
    .update(userAddress)
    .set(values)
    .where(and(eq(userAddress.id, id), eq(userAddress.userId, userId)))
    .returning({ id: userAddress.id });
  return rows.length > 0;
}

/** Answers whether the deleted address was the default. */
export async function deleteAddress(
  db: DbOrTx,
  userId: string,
  id: number,
): Promise<{ wasDefault: boolean } | undefined> {
  const [row] = await db
    .delete(userAddress)
    .where(and(eq(userAddress.id, id), eq(userAddress.userId, userId)))
    .returning({ isDefault: userAddress.isDefault });
  return row ? { wasDefault: row.isDefault } : undefined;
}

/**
 * Makes one address the default: the old default is cleared first, since the unique partial index allows
 * one default per member at any moment.
 */
export async function makeDefault(db: DbOrTx, userId: string, id: number): Promise<void> {
  await db
    .update(userAddress)
    .set({ isDefault: false })
    .where(and(eq(userAddress.userId, userId), eq(userAddress.isDefault, true), ne(userAddress.id, id)));
  await db
    .update(userAddress)
    .set({ isDefault: true })
    .where(and(eq(userAddress.id, id), eq(userAddress.userId, userId)));
}

export async function newestAddressId(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userAddress.id })
    .from(userAddress)
    .where(eq(userAddress.userId, userId))
    .orderBy(desc(userAddress.id))
    .limit(1);
  return row?.id;
}

/**
 * Takes the member's row lock (the weaker 'no key update', which foreign keys do not wait for), so one
 * member's address writes run one at a time: the count limit and the single default hold under
 * concurrent clicks.
 */
export async function lockAddressBook(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.userId} = ${userId} for no key update`);
}
