import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import type { CallRouter } from '../http/call-router';
import { sendJson } from '../http/send-json';
import { anyone } from '../policies/roles';

/** The aggregate card page call: one request, served from the per-card JSON cache. */
export function registerCardPageRoutes(r: CallRouter): void {
  r.handle(cardPageCalls.page, anyone, async ({ id }, { services, reply }) => {
    const json = await services.cardPages.get(services.db, id);
    return sendJson(reply, json);
  });
}
