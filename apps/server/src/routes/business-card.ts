import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { CallRouter } from '../http/call-router';
import { unauthorized } from '../errors';
import { anyone, member } from '../policies/roles';
import { readBusinessCard, saveBusinessCard } from '../services/business-cards';

/**
 * /businesscard (decision 035): anyone reads a member's 명함; without user_id it is the reader's own, so a
 * guest asking for "mine" is asked to log in. A member who is not banned writes their own.
 */
export function registerBusinessCardRoutes(r: CallRouter): void {
  r.handle(calls.businessCard, anyone, ({ user_id }, { services, user }) => {
    const owner = user_id ?? user?.userId;
    if (!owner) throw unauthorized();
    return readBusinessCard(services.db, user, owner);
  });
  r.handle(calls.businessCardSave, member, async (p, { services, user }) => {
    await saveBusinessCard(services.db, user!, p);
    return { message: M.businessCardSaved };
  });
}
