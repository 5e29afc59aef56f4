import { CATALOGUE_MSG as M } from '@carddogam/contract/calls/card-admin-catalogue';
import { runInTransaction } from '../db/transactions';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { refreshCardSearch } from '../repositories/card-search';
import * as deletes from '../repositories/card-delete';
import { logStaffAction } from '../repositories/staff-action-log';
import type { WriteContext } from './changes';

/**
 * Deleting a card (/admin/card/delete, 관리자) is a soft delete: the card leaves search and its page says
 * it was deleted, while reviews, trades, decks and collections keep their rows. Within UNDO_DAYS it can
 * be brought back as it was.
 */

async function lockedCard(tx: Parameters<typeof deletes.lockCard>[0], id: string) {
  const card = await deletes.lockCard(tx, id);
  if (!card) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
  return card;
}

export async function deleteCard(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: string,
  memo: string,
): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const card = await lockedCard(tx, id);
    if (card.deleted_at !== null) throw conflict(M.alreadyDeleted, 'CARD_DELETED');
    const before = await deletes.cardRecordSnapshot(tx, id);
    await deletes.markDeleted(tx, id, user.userId);
    await refreshCardSearch(tx, [id]);
    await logStaffAction(tx, user.userId, {
      action: 'card.delete',
      targetType: 'card',
      targetId: id,
      before,
      after: null,
      memo,
    });
  });
  changes.cardsChanged([id]);
}

export async function undoDelete(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: string,
): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const card = await lockedCard(tx, id);
    if (card.deleted_at === null) throw conflict(M.notDeleted);
    if (!card.within_undo_window) throw conflict(M.undoWindowPassed, 'UNDO_EXPIRED');
    await deletes.clearDeleted(tx, id);
    await refreshCardSearch(tx, [id]);
    await logStaffAction(tx, user.userId, {
      action: 'card.undo_delete',
      targetType: 'card',
      targetId: id,
      before: { deleted_at: card.deleted_at },
      after: { deleted_at: null },
    });
  });
  changes.cardsChanged([id]);
}
