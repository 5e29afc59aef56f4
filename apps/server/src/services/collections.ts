import type { z } from 'zod';
import {
  COLLECTION_MSG,
  collectionCalls,
  type ChallengeBook,
  type CollectionDashboard,
  type CollectionItem,
  type CollectionPage,
} from '@carddogam/contract/calls/collections';
import type { Nation } from '@carddogam/contract/constants';
import { MSG, NOT_RELEASED } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canViewCollection, enforce } from '../policies/permissions';
import * as books from '../repositories/collections';
import { refreshRankStats } from '../repositories/rank-stats';
import type { WriteContext } from './changes';

type AmountInput = z.output<(typeof collectionCalls.insert)['params']>;
type ListInput = z.output<(typeof collectionCalls.list)['params']>;

const cardMissing = () => notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
const notInBook = () => notFound(COLLECTION_MSG.notInCollection, 'NOT_IN_COLLECTION');

/**
 * Adds copies of a released card edition to the member's book. The row and the card's ranking figure
 * (collection_total_amount, the sum of every member's amount) commit together.
 */
export async function addCards(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: AmountInput,
): Promise<{ card: CollectionItem; added: number }> {
  const { card, released } = await books.findCardEdition(db, input.card_id, input.nation);
  if (!card) throw cardMissing();
  if (!released) throw badRequest(NOT_RELEASED[input.nation], 'NOT_RELEASED');
  const amount = await runInTransaction(db, async (tx) => {
    const total = await books.addToCollection(tx, {
      userId: user.userId,
      ...cardKey(input),
      amount: input.amount,
    });
    if (total === undefined) throw badRequest(COLLECTION_MSG.amountOverMax, 'AMOUNT_OVER_MAX');
    await refreshRankStats(tx, [cardKey(input)]);
    return total;
  });
  changes.collectionsChanged([cardKey(input)]);
  return { card: { ...card, amount }, added: input.amount };
}

/** Sets the copies of a card edition already in the member's book. */
export async function setAmount(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: AmountInput,
): Promise<CollectionItem> {
  const { card } = await books.findCardEdition(db, input.card_id, input.nation);
  if (!card) throw cardMissing();
  await runInTransaction(db, async (tx) => {
    const saved = await books.setCollectionAmount(tx, {
      userId: user.userId,
      ...cardKey(input),
      amount: input.amount,
    });
    if (!saved) throw notInBook();
    await refreshRankStats(tx, [cardKey(input)]);
  });
  changes.collectionsChanged([cardKey(input)]);
  return { ...card, amount: input.amount };
}

export async function removeCard(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: { card_id: string; nation: Nation },
): Promise<{ card_id: string; nation: Nation }> {
  await runInTransaction(db, async (tx) => {
    if (!(await books.removeFromCollection(tx, { userId: user.userId, ...cardKey(input) })))
      throw notInBook();
    await refreshRankStats(tx, [cardKey(input)]);
  });
  changes.collectionsChanged([cardKey(input)]);
  return { card_id: input.card_id, nation: input.nation };
}

function cardKey(input: { card_id: string; nation: Nation }) {
  return { cardId: input.card_id, nation: input.nation };
}

/** One member's book (§6: only while they show it, unless the reader is that member or a 관리자). */
export async function readCollection(
  db: Db,
  reader: SessionUser | null,
  input: ListInput,
): Promise<CollectionPage> {
  if (!input.user_id && !input.nickname) throw badRequest(COLLECTION_MSG.ownerRequired, 'OWNER_REQUIRED');
  const owner = await books.findCollectionOwner(db, {
    userId: input.user_id || undefined,
    nickname: input.user_id ? undefined : input.nickname,
  });
  if (!owner) throw notFound(MSG.userMissing, 'USER_NOT_FOUND');
  enforce(canViewCollection(reader, owner));
  const [page, sets] = await Promise.all([
    books.listCollection(db, owner.userId, {
      nation: input.nation,
      setName: input.set_name,
      page: input.page,
    }),
    input.nation ? books.ownedSetNames(db, owner.userId, input.nation) : Promise.resolve([]),
  ]);
  return {
    owner: { user_id: owner.userId, nickname: owner.nickname, collection_show: owner.collectionShow },
    total_count: page.total,
    sets,
    rows: page.rows,
  };
}

/** The member's totals for an edition and the sets they have started, most complete first. */
export async function readDashboard(db: Db, user: SessionUser, nation: Nation): Promise<CollectionDashboard> {
  const [totals, sets] = await Promise.all([
    books.collectionTotals(db, user.userId, nation),
    books.listSetProgress(db, nation, user.userId),
  ]);
  const started = sets
    .filter((s) => s.owned > 0)
    .sort((a, b) => b.owned / b.total - a.owned / a.total || b.owned - a.owned);
  return { nation, ...totals, sets: started };
}

/** One set's checklist; an unknown or unreleased set answers 404. */
export async function readChallengeBook(
  db: Db,
  user: SessionUser | null,
  nation: Nation,
  setName: string,
): Promise<ChallengeBook> {
  const cards = await books.readChecklist(db, nation, setName, user?.userId ?? null);
  if (cards.length === 0) throw notFound(COLLECTION_MSG.setMissing, 'SET_NOT_FOUND');
  return {
    nation,
    set_name: setName,
    series: cards.find((c) => c.series)?.series ?? null,
    total: cards.length,
    owned: cards.filter((c) => c.amount > 0).length,
    cards,
  };
}
