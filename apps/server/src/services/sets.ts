import type { Nation } from '@carddogam/contract/constants';
import type { SetCard, SetSummary } from '@carddogam/contract/calls/sets';
import type { DbOrTx } from '../db/client';
import { findSet, listSetCards } from '../repositories/sets';

/** One set with its cards; undefined when the edition has no set of that name. */
export async function readSet(
  db: DbOrTx,
  nation: Nation,
  name: string,
): Promise<{ set: SetSummary; cards: SetCard[] } | undefined> {
  const set = await findSet(db, nation, name);
  if (!set) return undefined;
  return { set, cards: await listSetCards(db, nation, name) };
}
