import { unifiedSearchCalls as calls } from '@carddogam/contract/calls/unified-search';
import type { CallRouter } from '../http/call-router';
import { anyone } from '../policies/roles';
import { unifiedSearch } from '../services/unified-search';

/**
 * /search (통합검색): open to everyone; what a viewer may see of each area (the boards' gates, public
 * decks only) is decided in the service, as the areas' own lists decide it.
 */
export function registerUnifiedSearchRoutes(r: CallRouter): void {
  r.handle(calls.all, anyone, ({ q }, { services, user }) => unifiedSearch(services, user, q));
}
