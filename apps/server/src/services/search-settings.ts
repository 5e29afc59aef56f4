import { SITE_SETTINGS_MSG as M, type SearchDefaults } from '@carddogam/contract/calls/site-settings';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { findFirstKrSet } from '../repositories/reference';
import * as settings from '../repositories/search-settings';
import { logStaffAction } from '../repositories/staff-action-log';
import type { Services } from './container';
import type { DbOrTx } from '../db/client';

/** The card search's settings (/admin/search/basic and supertype; 관리자). */

/**
 * The §7.2 first set: the set staff chose, while it still exists, else the newest Korean set with cards
 * (§2.19) as before any choice.
 */
export async function answerFirstSet(db: DbOrTx): Promise<Array<{ set_name: string }>> {
  const { first_set } = await settings.readSearchDefaults(db);
  if (first_set && (await settings.krSetExists(db, first_set))) return [{ set_name: first_set }];
  return findFirstKrSet(db);
}

export async function readBasic(db: DbOrTx) {
  const [defaults, newest] = await Promise.all([settings.readSearchDefaults(db), findFirstKrSet(db)]);
  return { ...defaults, newest_set: newest[0]?.set_name ?? null };
}

export async function saveBasic(services: Services, user: SessionUser, value: SearchDefaults): Promise<void> {
  if (value.first_set && !(await settings.krSetExists(services.db, value.first_set)))
    throw badRequest(M.firstSetMissing, 'SET_NOT_FOUND');
  const next = { first_set: value.first_set, regulation_marks: [...new Set(value.regulation_marks)].sort() };
  await runInTransaction(services.db, async (tx) => {
    const before = await settings.readSearchDefaults(tx);
    await settings.saveSearchDefaults(tx, next, user.userId);
    await logStaffAction(tx, user.userId, {
      action: 'search_defaults.update',
      targetType: 'site_text',
      targetId: settings.SEARCH_DEFAULTS_KEY,
      before,
      after: next,
    });
  });
}

export async function saveSupertype(
  services: Services,
  user: SessionUser,
  p: { id: number; kr: string; is_show: boolean },
): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const before = await settings.findSupertypeRow(tx, p.id);
    if (!before) throw notFound(M.itemMissing);
    await settings.updateSupertypeRow(tx, p.id, p.kr, p.is_show);
    await logStaffAction(tx, user.userId, {
      action: 'supertype_item.update',
      targetType: 'supertype_item',
      targetId: p.id,
      before,
      after: { ...before, kr: p.kr, isShow: p.is_show },
    });
  });
}

export async function reorderSupertypes(
  services: Services,
  user: SessionUser,
  category: string,
  ids: number[],
): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    await settings.reorderSupertypeRows(tx, category, ids);
    await logStaffAction(tx, user.userId, {
      action: 'supertype_item.reorder',
      targetType: 'supertype_item',
      targetId: category,
      after: { ids },
    });
  });
}
