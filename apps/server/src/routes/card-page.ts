import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import type { CallRouter } from '../http/call-router';
import { sendJson } from '../http/send-json';
import { anyone, isStaff } from '../policies/roles';
import { notFound } from '../errors';
import { CATALOGUE_MSG } from '@carddogam/contract/calls/card-admin-catalogue';

/** The aggregate card page call: one request, served from the per-card JSON cache. */
export function registerCardPageRoutes(r: CallRouter): void {
  r.handle(cardPageCalls.page, anyone, async ({ id }, { services, reply, user }) => {
    const json = await services.cardPages.get(services.db, id);
    // A deleted card's page stays open to staff, who may bring it back; members get the notice.
    if (services.cardPages.isDeleted(id) && !(user && isStaff(user.type)))
      throw notFound(CATALOGUE_MSG.cardDeleted, 'CARD_DELETED');
    return sendJson(reply, json);
  });
}
