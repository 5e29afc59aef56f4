import {
  CATALOGUE_MSG as M,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import type { CallRouter } from '../http/call-router';
import { admin } from '../policies/roles';
import { findDeleteCandidates, listDeletedCards } from '../repositories/card-delete';
import { deleteCard, undoDelete } from '../services/card-delete';

/** /admin/card/delete, for 관리자: find a card, see what hangs on it, delete it, undo within 7 days. */
export function registerCardDeleteRoutes(r: CallRouter): void {
  r.handle(calls.deleteFind, admin, async ({ query }, { services }) =>
    findDeleteCandidates(services.db, query),
  );
  r.handle(calls.deleteCard, admin, async ({ id, memo }, { services, user }) => {
    await deleteCard(services, user!, id, memo);
    return { message: M.deleted };
  });
  r.handle(calls.deletedList, admin, async ({ page, size }, { services }) =>
    listDeletedCards(services.db, page, size),
  );
  r.handle(calls.undoDelete, admin, async ({ id }, { services, user }) => {
    await undoDelete(services, user!, id);
    return { message: M.restored };
  });
}
