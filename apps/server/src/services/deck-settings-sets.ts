import { SITE_SETTINGS_MSG as M } from '@carddogam/contract/calls/site-settings';
import { runInTransaction } from '../db/transactions';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as sets from '../repositories/deck-settings-sets';
import { logStaffAction } from '../repositories/staff-action-log';
import type { Services } from './container';

/** PTCGL set codes and the regulation mark list (/admin/deck/ptcgl, regulation_mark; 관리자). */

/**
 * Sets the staff code of an English set ('' clears it). Deck text import and export read it before the
 * source's code, so two sets may not end up answering to one code.
 */
export async function savePtcglCode(
  services: Services,
  user: SessionUser,
  id: number,
  code: string,
): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const before = await sets.findEnSet(tx, id);
    if (!before) throw notFound(M.setMissing, 'SET_NOT_FOUND');
    const next = code || null;
    const effective = next ?? before.ptcgoCode;
    if (effective) {
      const other = await sets.findSetUsingCode(tx, effective, id);
      if (other) throw conflict(M.ptcglTaken(effective, other.name));
    }
    await sets.setPtcglCode(tx, id, next);
    await logStaffAction(tx, user.userId, {
      action: 'card_set.ptcgl_code',
      targetType: 'card_set',
      targetId: id,
      before: { ptcgl_code: before.ptcglCode },
      after: { ptcgl_code: next },
      memo: before.name,
    });
  });
  // Deck views carry each card's set code.
  services.changes.decksChanged();
}

export async function addMark(services: Services, user: SessionUser, mark: string): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    if (!(await sets.insertMark(tx, mark))) throw conflict(M.markTaken);
    await logStaffAction(tx, user.userId, {
      action: 'regulation_mark.create',
      targetType: 'regulation_mark',
      targetId: mark,
      after: { regulation_mark: mark },
    });
  });
}

/** A mark cards carry stays: the search filter would lose the way to find them. */
export async function deleteMark(services: Services, user: SessionUser, mark: string): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const used = await sets.countCardsWithMark(tx, mark);
    if (used > 0) throw conflict(M.markInUse(mark, used), 'IN_USE');
    if (!(await sets.deleteMark(tx, mark))) throw notFound(M.markMissing);
    await logStaffAction(tx, user.userId, {
      action: 'regulation_mark.delete',
      targetType: 'regulation_mark',
      targetId: mark,
      before: { regulation_mark: mark },
    });
  });
}

export async function reorderMarks(services: Services, user: SessionUser, marks: string[]): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    await sets.reorderMarks(tx, [...new Set(marks)]);
    await logStaffAction(tx, user.userId, {
      action: 'regulation_mark.reorder',
      targetType: 'regulation_mark',
      after: { marks },
    });
  });
}
