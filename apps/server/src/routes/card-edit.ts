import { cardEditCalls as calls } from '@carddogam/contract/calls/card-edit';
import type { CallRouter } from '../http/call-router';
import { staff } from '../policies/roles';
import type { Services } from '../services/container';
import { listPreCards } from '../repositories/card-edit';
import { readEditSource } from '../services/card-edit-source';
import { saveCardEdit } from '../services/card-edit-save';
import { resetCardImage } from '../services/card-image-edit';
import { addPreCard, copyToPreCard } from '../services/pre-cards';

/**
 * Every card write shows at once on the card pages, in new searches and in the ranking rows; a changed
 * name, rarity or attack can move a card between price groups, so the statistics start afresh too.
 */
function changedCards(services: Services, ids: readonly string[]): void {
  for (const id of ids) services.cardPages.invalidate(id);
  services.searches.clear();
  services.rankings.clear();
  services.tradeStats.clear();
}

/** §7.8 staff card editing; the §6 edition and writer rules are checked per card in the services. */
export function registerCardEditRoutes(r: CallRouter): void {
  r.handle(calls.source, staff, ({ id, nation }, { services }) => readEditSource(services.db, id, nation));
  r.handle(calls.save, staff, async (input, { services, user }) => {
    const { writer, changedIds } = await saveCardEdit(services.db, user!, input);
    changedCards(services, changedIds);
    return { writer };
  });
  r.handle(calls.initImage, staff, async ({ id, nation }, { services, user }) => {
    await resetCardImage(services.db, user!, id, nation);
    changedCards(services, [id]);
    return { affectedRows: 1 };
  });
  r.handle(calls.copy, staff, async (input, { services, user }) => {
    const id = await copyToPreCard(services.db, user!, input);
    changedCards(services, [id]);
    return { id };
  });
  r.handle(calls.preCardList, staff, ({ page }, { services }) => listPreCards(services.db, page));
  r.handle(calls.preCardInsert, staff, async (input, { services, user }) => {
    const id = await addPreCard(services.db, user!, input);
    changedCards(services, [id]);
    return { id };
  });
}
