import type { z } from 'zod';
import { ADDRESS_MAX, type addressCalls } from '@carddogam/contract/calls/address';
import { ADDRESS_MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { conflict, notFound } from '../errors';
import * as book from '../repositories/addresses';

/**
 * A member's delivery addresses (decision 033). Each write holds the member's row lock, so the limit of
 * ADDRESS_MAX and the one default hold when two tabs save at once. Orders copy the address they were
 * placed with: nothing here reaches an order.
 */

type AddressInput = z.output<(typeof addressCalls.insert)['params']>;

const addressMissing = () => notFound(ADDRESS_MSG.notFound, 'ADDRESS_NOT_FOUND');

const values = (input: AddressInput): book.AddressValues => ({
  label: input.label,
  recipient: input.recipient,
  phone: input.phone,
  postcode: input.postcode,
  address: input.address,
  addressDetail: input.address_detail,
});

export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<{ id: number }> {
  return runInTransaction(db, async (tx) => {
    await book.lockAddressBook(tx, userId);
    const existing = await book.countAddresses(tx, userId);
    if (existing >= ADDRESS_MAX) throw conflict(ADDRESS_MSG.tooMany, 'ADDRESS_LIMIT');
    const id = await book.insertAddress(tx, { ...values(input), userId, isDefault: false });
    // The first address is the default: an order always has one to start from.
    if (existing === 0 || input.is_default) await book.makeDefault(tx, userId, id);
    return { id };
  });
}

export async function editAddress(
  db: Db,
  userId: string,
  input: AddressInput & { id: number },
): Promise<{ id: number }> {
  return runInTransaction(db, async (tx) => {
    await book.lockAddressBook(tx, userId);
    if (!(await book.updateAddress(tx, userId, input.id, values(input)))) throw addressMissing();
    if (input.is_default) await book.makeDefault(tx, userId, input.id);
    return { id: input.id };
  });
}

/** Deleting the default passes it to the newest address left. */
export async function removeAddress(db: Db, userId: string, id: number): Promise<{ id: number }> {
  return runInTransaction(db, async (tx) => {
    await book.lockAddressBook(tx, userId);
    const removed = await book.deleteAddress(tx, userId, id);
    if (!removed) throw addressMissing();
    if (removed.wasDefault) {
      const next = await book.newestAddressId(tx, userId);
      if (next !== undefined) await book.makeDefault(tx, userId, next);
    }
    return { id };
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: number): Promise<{ id: number }> {
  return runInTransaction(db, async (tx) => {
    await book.lockAddressBook(tx, userId);
    if (!(await book.findAddress(tx, userId, id))) throw addressMissing();
    await book.makeDefault(tx, userId, id);
    return { id };
  });
}
