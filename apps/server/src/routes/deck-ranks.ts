import { deckRankCalls as calls } from '@carddogam/contract/calls/deck-rank';
import type { CallRouter } from '../http/call-router';
import { anyone } from '../policies/roles';
import { deckRankDetail, deckRankList } from '../services/deck-ranks';

/**
 * /official_league/deck_rank/list and detail (decision 034): public statistics of published results, so
 * anyone reads them. Not cached: every period, division and type is its own answer, read from the rollup
 * by one prepared statement on the generic-plan pool (bench/deck-ranks.ts).
 */
export function registerDeckRankRoutes(r: CallRouter): void {
  r.handle(calls.list, anyone, (params, { services }) =>
    deckRankList(services.database.genericPlans, params),
  );
  r.handle(calls.detail, anyone, (params, { services }) => deckRankDetail(services.db, params));
}
