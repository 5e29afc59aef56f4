import { COLLECTION_MSG } from '@carddogam/contract/calls/collections';
import {
  UNPRICED_LIST_MAX,
  VALUE_CHANGE_DAYS,
  type CollectionValue,
  type DeckValue,
  type ValueCondition,
} from '@carddogam/contract/calls/collector-value';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { MSG } from '@carddogam/contract/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import type { Database, Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { canViewCollection, canViewDeck, enforce } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { findCollectionOwner } from '../repositories/collections';
import { collectionValueRows, deckValueRows } from '../repositories/collector-value';
import { findDeckVisibility } from '../repositories/decks';

/**
 * What a deck or a book is worth (the rule is in the contract's calls/collector-value.ts). Both answer
 * from one statement over the price records and add the lines up here; each keeps the privacy rule of
 * the deck or book it values (§6), checked before any price is read.
 */

interface ValueInput {
  condition: ValueCondition;
  days: number;
}

export async function valueDeck(
  database: Pick<Database, 'db' | 'genericPlans'>,
  user: SessionUser | null,
  deckId: number,
  { condition, days }: ValueInput,
  today: string = koreanToday(),
): Promise<DeckValue> {
  const deck = await findDeckVisibility(database.genericPlans, deckId);
  if (!deck) throw notFound(DECK_MSG.notFound, 'DECK_NOT_FOUND');
  enforce(canViewDeck(user, deck));
  const rows = await deckValueRows(database.genericPlans, deckId, { condition, days, asOf: today });
  let total = 0;
  let priced = 0;
  const lines = rows.map((row) => {
    const lineTotal = row.unit_price === null ? null : row.unit_price * row.amount;
    if (lineTotal !== null) {
      total += lineTotal;
      priced += 1;
    }
    return { ...row, line_total: lineTotal };
  });
  return {
    deck_id: deckId,
    condition,
    days,
    as_of: today,
    total,
    priced_cards: priced,
    unpriced_cards: lines.length - priced,
    lines,
  };
}

export async function valueCollection(
  db: Db,
  reader: SessionUser | null,
  input: ValueInput & { user_id?: string; nickname?: string },
  today: string = koreanToday(),
): Promise<CollectionValue> {
  if (!input.user_id && !input.nickname) throw badRequest(COLLECTION_MSG.ownerRequired, 'OWNER_REQUIRED');
  const owner = await findCollectionOwner(db, {
    userId: input.user_id || undefined,
    nickname: input.user_id ? undefined : input.nickname,
  });
  if (!owner) throw notFound(MSG.userMissing, 'USER_NOT_FOUND');
  enforce(canViewCollection(reader, owner));
  const rows = await collectionValueRows(db, owner.userId, {
    condition: input.condition,
    days: input.days,
    asOf: today,
    changeDays: VALUE_CHANGE_DAYS,
  });
  let value = 0;
  let before = 0;
  let priced = 0;
  let pricedBefore = 0;
  const unpriced = [];
  for (const row of rows) {
    if (row.unit_price !== null) {
      value += row.unit_price * row.amount;
      priced += 1;
    } else {
      unpriced.push({ card_id: row.card_id, nation: row.nation, name: row.name, amount: row.amount });
    }
    if (row.unit_price_before !== null) {
      before += row.unit_price_before * row.amount;
      pricedBefore += 1;
    }
  }
  const change = value - before;
  return {
    user_id: owner.userId,
    nickname: owner.nickname,
    condition: input.condition,
    days: input.days,
    as_of: today,
    value,
    priced_entries: priced,
    value_before: before,
    priced_entries_before: pricedBefore,
    change,
    change_percent: before > 0 ? Math.round((change / before) * 1000) / 10 : null,
    unpriced_count: unpriced.length,
    unpriced: unpriced.slice(0, UNPRICED_LIST_MAX),
  };
}
