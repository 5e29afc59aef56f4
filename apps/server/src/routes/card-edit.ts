import { cardEditCalls as calls } from '@carddogam/contract/calls/card-edit';
import type { CallRouter } from '../http/call-router';
import { staff } from '../policies/roles';
import { listPreCards } from '../repositories/card-edit';
import { readEditSource } from '../services/card-edit-source';
import { saveCardEdit } from '../services/card-edit-save';
import { resetCardImage } from '../services/card-image-edit';
import { addPreCard, copyToPreCard } from '../services/pre-cards';

/** §7.8 staff card editing; the §6 edition and writer rules are checked per card in the services. */
export function registerCardEditRoutes(r: CallRouter): void {
  r.handle(calls.source, staff, ({ id, nation }, { services }) => readEditSource(services.db, id, nation));
  r.handle(calls.save, staff, (input, { services, user }) => saveCardEdit(services, user!, input));
  r.handle(calls.initImage, staff, async ({ id, nation }, { services, user }) => {
    await resetCardImage(services, user!, id, nation);
    return { affectedRows: 1 };
  });
  r.handle(calls.copy, staff, async (input, { services, user }) => ({
    id: await copyToPreCard(services, user!, input),
  }));
  r.handle(calls.preCardList, staff, ({ page }, { services }) => listPreCards(services.db, page));
  r.handle(calls.preCardInsert, staff, async (input, { services, user }) => ({
    id: await addPreCard(services, user!, input),
  }));
}
