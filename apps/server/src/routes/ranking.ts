import { RANK_TYPES, rankingCalls } from '@carddogam/contract/calls/ranking';
import { NATIONS } from '@carddogam/contract/constants';
import type { CallRouter } from '../http/call-router';
import { sendJson } from '../http/send-json';
import { anyone } from '../policies/roles';
import { rankCards } from '../repositories/ranking';

/** §7.3 rank calls: /api/rank/{rating|trade|usage}/{nation}. The edition is the one in the path. */
export function registerRankingRoutes(r: CallRouter): void {
  for (const type of RANK_TYPES) {
    for (const nation of NATIONS) {
      r.handle(rankingCalls.rank(type, nation), anyone, async ({ keyword }, { services, reply }) => {
        const json = await services.rankings.get(`${type}:${nation}:${JSON.stringify(keyword)}`, () =>
          rankCards(services.db, type, nation, keyword),
        );
        return sendJson(reply, json);
      });
    }
  }
}
