import { randomUUID } from 'node:crypto';
import { GROUP_MAX_CARDS, TRADE_ADMIN_MSG as M, type GroupView } from '@carddogam/contract/calls/trade-admin';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { logStaffAction } from '../repositories/staff-action-log';
import { resolvePriceGroup } from '../repositories/trade-group';
import {
  deleteOverride,
  describeGroupCards,
  findOverrideKey,
  lockGroupWrites,
  overrideKeysOf,
  setOverrideKey,
} from '../repositories/trade-group-override';
import type { WriteContext } from './changes';

/**
 * /admin/trade/group: hand-made trade price groups over §2.13's automatic grouping (decision 037).
 * Merge puts the current groups of two cards under one key; split gives a card a key of its own; reset
 * removes a card's key. Group writes of one edition run one at a time (an advisory lock), each with its
 * staff log entry; afterwards the statistics of every card whose group changed are dropped from the cache.
 */

interface CardRef {
  card_nation: Nation;
  card_id: string;
}

/** The card and the cards its statistics read now; 404 when the edition has no such card. */
export async function viewGroup(db: DbOrTx, nation: Nation, cardId: string): Promise<GroupView> {
  const [card] = await describeGroupCards(db, nation, [cardId]);
  if (!card) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
  const members = await describeGroupCards(db, nation, await resolvePriceGroup(db, nation, cardId));
  return { card, members };
}

/** A key nobody has: the edition, then a random part (keys are compared, never read by people). */
const newKey = (nation: Nation) => `${nation}:${randomUUID()}`;

async function requireCard(tx: Tx, nation: Nation, cardId: string) {
  if (!(await describeGroupCards(tx, nation, [cardId])).length)
    throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
}

async function changeGroups(
  { db, changes }: WriteContext,
  nation: Nation,
  cardId: string,
  write: (tx: Tx) => Promise<string[]>,
): Promise<GroupView> {
  const touched = await runInTransaction(db, async (tx) => {
    await lockGroupWrites(tx, nation);
    await requireCard(tx, nation, cardId);
    return write(tx);
  });
  // Cached answers are tagged with the cards of their group (decision 010): dropping every card of the
  // groups before and after the change reaches every answer the change made stale.
  changes.pricesChanged([...new Set(touched)].map((id) => ({ cardId: id, nation })));
  return viewGroup(db, nation, cardId);
}

export function mergeGroups(
  ctx: WriteContext,
  user: SessionUser,
  {
    card_nation: nation,
    card_id: cardId,
    with_card_id: withId,
    memo,
  }: CardRef & {
    with_card_id: string;
    memo: string;
  },
): Promise<GroupView> {
  if (cardId === withId) throw badRequest(M.sameCard, 'GROUP_SAME_CARD');
  return changeGroups(ctx, nation, cardId, async (tx) => {
    await requireCard(tx, nation, withId);
    const mine = await resolvePriceGroup(tx, nation, cardId);
    const theirs = await resolvePriceGroup(tx, nation, withId);
    const members = [...new Set([...mine, ...theirs])].sort();
    if (members.length > GROUP_MAX_CARDS) throw badRequest(M.groupTooLarge, 'GROUP_TOO_LARGE');
    const before = await overrideKeysOf(tx, nation, members);
    const key = (await findOverrideKey(tx, nation, cardId)) ?? newKey(nation);
    await setOverrideKey(tx, nation, members, key, memo, user.userId);
    await logStaffAction(tx, user.userId, {
      action: 'trade_group.merge',
      targetType: 'trade_group',
      targetId: `${nation}:${cardId}`,
      before: { [cardId]: mine, [withId]: theirs, keys: before },
      after: { group_key: key, members },
      memo,
    });
    return members;
  });
}

export function splitCard(
  ctx: WriteContext,
  user: SessionUser,
  { card_nation: nation, card_id: cardId, memo }: CardRef & { memo: string },
): Promise<GroupView> {
  return changeGroups(ctx, nation, cardId, async (tx) => {
    const group = await resolvePriceGroup(tx, nation, cardId);
    const before = await findOverrideKey(tx, nation, cardId);
    const key = newKey(nation);
    await setOverrideKey(tx, nation, [cardId], key, memo, user.userId);
    await logStaffAction(tx, user.userId, {
      action: 'trade_group.split',
      targetType: 'trade_group',
      targetId: `${nation}:${cardId}`,
      before: { group_key: before, members: group },
      after: { group_key: key, members: [cardId] },
      memo,
    });
    return group;
  });
}

export function resetCard(
  ctx: WriteContext,
  user: SessionUser,
  { card_nation: nation, card_id: cardId }: CardRef,
): Promise<GroupView> {
  return changeGroups(ctx, nation, cardId, async (tx) => {
    const group = await resolvePriceGroup(tx, nation, cardId);
    const key = await findOverrideKey(tx, nation, cardId);
    if (!key || !(await deleteOverride(tx, nation, cardId)))
      throw conflict(M.noOverride, 'NO_GROUP_OVERRIDE');
    const automatic = await resolvePriceGroup(tx, nation, cardId);
    await logStaffAction(tx, user.userId, {
      action: 'trade_group.reset',
      targetType: 'trade_group',
      targetId: `${nation}:${cardId}`,
      before: { group_key: key, members: group },
      after: { group_key: null, members: automatic },
      memo: '',
    });
    return [...group, ...automatic];
  });
}
