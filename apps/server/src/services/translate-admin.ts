import { TRANSLATE_MSG as M, type DictionaryKind } from '@carddogam/contract/calls/translate-admin';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { refreshCardSearch } from '../repositories/card-search';
import { logStaffAction } from '../repositories/staff-action-log';
import { proposeAttackNames, proposeNames, proposeRarities } from '../repositories/translate-apply';
import * as entries from '../repositories/translate-entries';
import { seedDictionaries, type SeedCounts } from '../repositories/translate-seed';
import type { Services } from './container';

/** Writes of the translation dictionaries (decision 036), each with its staff action log entry. */

interface EntryInput {
  id?: number;
  en: string;
  kr: string;
  jp: string;
}

const fieldsOf = (p: EntryInput) => ({ en: p.en, kr: p.kr, jp: p.jp || null });

/** The English name is unique per dictionary in any case; a second one is a 409, not a 500. */
async function uniqueEnglish<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.entryTaken);
    throw err;
  }
}

export function saveEntry(
  services: Services,
  user: SessionUser,
  kind: DictionaryKind,
  p: EntryInput,
): Promise<number> {
  const fields = fieldsOf(p);
  return uniqueEnglish(() =>
    runInTransaction(services.db, async (tx) => {
      if (p.id === undefined) {
        const id = await entries.insertEntry(tx, kind, fields, user.userId);
        await logStaffAction(tx, user.userId, {
          action: 'translation_entry.create',
          targetType: 'translation_entry',
          targetId: id,
          after: { kind, ...fields },
        });
        return id;
      }
      const before = await entries.findEntry(tx, p.id);
      if (!before || before.kind !== kind) throw notFound(M.entryMissing, 'TRANSLATION_NOT_FOUND');
      await entries.updateEntry(tx, kind, p.id, fields, user.userId);
      await logStaffAction(tx, user.userId, {
        action: 'translation_entry.update',
        targetType: 'translation_entry',
        targetId: p.id,
        before: { kind, en: before.en, kr: before.kr, jp: before.jp, source: before.source },
        after: { kind, ...fields },
      });
      return p.id;
    }),
  );
}

export async function deleteEntry(services: Services, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const removed = await entries.deleteEntry(tx, id);
    if (!removed) throw notFound(M.entryMissing, 'TRANSLATION_NOT_FOUND');
    await logStaffAction(tx, user.userId, {
      action: 'translation_entry.delete',
      targetType: 'translation_entry',
      targetId: id,
      before: { kind: removed.kind, en: removed.en, kr: removed.kr, jp: removed.jp, source: removed.source },
    });
  });
}

export function saveRarity(services: Services, user: SessionUser, p: EntryInput): Promise<number> {
  const fields = fieldsOf(p);
  return uniqueEnglish(() =>
    runInTransaction(services.db, async (tx) => {
      if (p.id === undefined) {
        const id = await entries.insertRarity(tx, fields);
        await logStaffAction(tx, user.userId, {
          action: 'rarity_map.create',
          targetType: 'rarity_map',
          targetId: id,
          after: fields,
        });
        return id;
      }
      const before = await entries.findRarity(tx, p.id);
      if (!before) throw notFound(M.rarityMissing, 'TRANSLATION_NOT_FOUND');
      await entries.updateRarity(tx, p.id, fields);
      await logStaffAction(tx, user.userId, {
        action: 'rarity_map.update',
        targetType: 'rarity_map',
        targetId: p.id,
        before: { en: before.en, kr: before.kr, jp: before.jp },
        after: fields,
      });
      return p.id;
    }),
  );
}

export async function deleteRarity(services: Services, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const removed = await entries.deleteRarity(tx, id);
    if (!removed) throw notFound(M.rarityMissing, 'TRANSLATION_NOT_FOUND');
    await logStaffAction(tx, user.userId, {
      action: 'rarity_map.delete',
      targetType: 'rarity_map',
      targetId: id,
      before: { en: removed.en, kr: removed.kr, jp: removed.jp },
    });
  });
}

/** 사전 다시 채우기. */
export function seedFromCatalogue(services: Services, user: SessionUser): Promise<SeedCounts> {
  return runInTransaction(services.db, async (tx) => {
    const counts = await seedDictionaries(tx);
    await logStaffAction(tx, user.userId, {
      action: 'translate.seed',
      targetType: 'translation_entry',
      after: counts,
    });
    return counts;
  });
}

export interface ApplyCounts {
  names: number;
  rarities: number;
  attacks: number;
}

/**
 * 사전 적용: every kind of proposal in one transaction, then the search rows of the cards that gained a
 * name (their Korean name is searchable, marked 미확인) and the change for the caches.
 */
export async function applyDictionaries(services: Services, user: SessionUser): Promise<ApplyCounts> {
  const { named, counts } = await runInTransaction(services.db, async (tx) => {
    const named = await proposeNames(tx);
    const counts = {
      names: named.length,
      rarities: await proposeRarities(tx),
      attacks: await proposeAttackNames(tx),
    };
    await refreshCardSearch(tx, named);
    await logStaffAction(tx, user.userId, {
      action: 'translate.apply',
      targetType: 'card',
      after: counts,
    });
    return { named, counts };
  });
  if (named.length > 0) services.changes.cardsChanged(named);
  return counts;
}
