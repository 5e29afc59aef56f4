import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CATALOGUE_MSG as M, type cardCatalogueCalls } from '@carddogam/contract/calls/card-admin-catalogue';
import type { Nation } from '@carddogam/contract/constants';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canEditEdition, enforce } from '../policies/permissions';
import { refreshCardSearch } from '../repositories/card-search';
import * as sets from '../repositories/card-sets';
import { logStaffAction } from '../repositories/staff-action-log';
import type { WriteContext } from './changes';

/**
 * Sets of /admin/card/set (decision 036). A rename reaches the set's cards in the same transaction, so
 * the set list and the cards never disagree about a set's name; 일어알바 write jp sets only.
 */

type SetInput = z.output<(typeof cardCatalogueCalls.setSave)['params']>;

async function lockedSet(tx: Parameters<typeof sets.lockSet>[0], id: number): Promise<sets.SetRecord> {
  const set = await sets.lockSet(tx, id);
  if (!set) throw notFound(M.setMissing, 'SET_NOT_FOUND');
  return set;
}

export async function saveSet(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: SetInput,
): Promise<{ id: number; cardsRenamed: number }> {
  enforce(canEditEdition(user, input.nation));
  const values: sets.SetValues = {
    nation: input.nation,
    code: input.code,
    name: input.name,
    series: input.series || null,
    total_number: input.total_number,
    total: input.total,
    release_date: input.release_date,
  };
  try {
    const result = await runInTransaction(db, async (tx) => {
      const before = input.id === undefined ? null : await lockedSet(tx, input.id);
      // The set keeps its edition: moving it would leave its cards named after a set of another edition.
      if (before) enforce(canEditEdition(user, before.nation));
      if (before && before.nation !== input.nation) throw notFound(M.setMissing, 'SET_NOT_FOUND');
      if (await sets.findSetClash(tx, input.nation, 'name', input.name, before?.id ?? null))
        throw conflict(M.setNameTaken);
      if (await sets.findSetClash(tx, input.nation, 'code', input.code, before?.id ?? null))
        throw conflict(M.setCodeTaken);
      let id: number;
      let renamed: string[] = [];
      if (before) {
        id = before.id;
        await sets.updateSet(tx, id, values);
        if (before.name !== values.name)
          renamed = await sets.renameSetCards(
            tx,
            { nation: before.nation, code: before.code, oldName: before.name },
            values.name,
          );
        await refreshCardSearch(tx, renamed);
      } else {
        id = await sets.insertSet(tx, values);
      }
      await logStaffAction(tx, user.userId, {
        action: before ? 'card_set.update' : 'card_set.create',
        targetType: 'card_set',
        targetId: id,
        before,
        after: { id, ...values },
        memo: renamed.length > 0 ? `카드 ${renamed.length}장의 제품명 변경` : '',
      });
      return { id, renamed };
    });
    if (result.renamed.length > 0) changes.cardsChanged(result.renamed);
    return { id: result.id, cardsRenamed: result.renamed.length };
  } catch (error) {
    // Two saves of the same name at once: the unique index on (nation, code) lets one through.
    if (isUniqueViolation(error)) throw conflict(M.setCodeTaken);
    throw error;
  }
}

export async function linkSets({ db }: WriteContext, user: SessionUser, ids: number[]): Promise<string> {
  return runInTransaction(db, async (tx) => {
    const locked = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) locked.push(await lockedSet(tx, id));
    for (const set of locked) enforce(canEditEdition(user, set.nation));
    const key = await sets.linkSets(
      tx,
      locked.map((s) => s.id),
      randomUUID(),
    );
    await logStaffAction(tx, user.userId, {
      action: 'card_set.link',
      targetType: 'card_set',
      targetId: locked.map((s) => s.id).join(','),
      before: locked.map((s) => ({ id: s.id, edition_group: s.edition_group })),
      after: { edition_group: key },
    });
    return key;
  });
}

export async function unlinkSet({ db }: WriteContext, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const set = await lockedSet(tx, id);
    enforce(canEditEdition(user, set.nation));
    if (set.edition_group === null) return;
    await sets.unlinkSet(tx, id, set.edition_group);
    await logStaffAction(tx, user.userId, {
      action: 'card_set.unlink',
      targetType: 'card_set',
      targetId: id,
      before: { edition_group: set.edition_group },
      after: { edition_group: null },
    });
  });
}

/** Sets or clears a logo or symbol (an address under /upload written by the image pipeline). */
export async function changeSetImage(
  { db }: WriteContext,
  user: SessionUser,
  id: number,
  kind: 'logo' | 'symbol',
  address: string | null,
): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const set = await lockedSet(tx, id);
    enforce(canEditEdition(user, set.nation));
    await sets.setSetImage(tx, id, kind, address);
    await logStaffAction(tx, user.userId, {
      action: `card_set.${kind}`,
      targetType: 'card_set',
      targetId: id,
      before: { [kind]: set[kind] },
      after: { [kind]: address },
    });
  });
}

/** The set's edition, for the upload's §6 check before the file is stored. */
export async function setNation(db: WriteContext['db'], id: number): Promise<Nation> {
  const set = await sets.lockSet(db, id);
  if (!set) throw notFound(M.setMissing, 'SET_NOT_FOUND');
  return set.nation;
}
