import { tradeStatsCalls as calls } from '@carddogam/contract/calls/trade-stats';
import { NATIONS } from '@carddogam/contract/constants';
import type { ChartMonth } from '@carddogam/contract/trade/chart';
import type { CallRouter } from '../http/call-router';
import { sendJson } from '../http/send-json';
import { admin, anyone } from '../policies/roles';
import { findSupertype, listAttackNames, listGroupCards } from '../repositories/trade-group';
import * as stats from '../repositories/trade-stats';
import { enterAdminPrice } from '../services/admin-prices';
import { loadChart, loadTradeStats, tradeStatsKey } from '../services/trade-stats';

/** §7.4 trade statistics calls, the aggregate statistics call of the card page, and the admin price entry. */
export function registerTradeStatsRoutes(r: CallRouter): void {
  r.handle(calls.isPokemon, anyone, ({ card_id }, { services }) => findSupertype(services.db, card_id));
  for (const nation of NATIONS) {
    r.handle(calls.groupAttacks(nation), anyone, async ({ card_id }, { services }) =>
      (await listAttackNames(services.db, nation, card_id)).map((name) => ({ name })),
    );
    r.handle(calls.groupCards(nation), anyone, async (key, { services }) =>
      (await listGroupCards(services.db, nation, key)).map((id) => ({ id })),
    );
  }
  r.handle(calls.chart, anyone, ({ ids, card_nation, month }, { services }) =>
    loadChart(services.db, ids, card_nation, month as ChartMonth),
  );
  r.handle(calls.isOnlyAdmin, anyone, ({ card_id, card_nation }, { services }) =>
    stats.pricePostIds(services.db, card_id, card_nation),
  );
  r.handle(calls.total, anyone, async ({ ids, card_nation }, { services }) => {
    const s = await stats.summarise(services.db, ids, card_nation);
    return [{ total_avg: s.total_avg, total_max: s.total_max, total_min: s.total_min }];
  });
  r.handle(calls.post, anyone, async ({ ids, card_nation }, { services }) => {
    const s = await stats.summarise(services.db, ids, card_nation);
    const { total, registered, finished, registered_price, finished_price } = s;
    return [{ total, registered, finished, registered_price, finished_price }];
  });
  r.handle(calls.recentS, anyone, async ({ ids, card_nation }, { services }) => {
    const price = await stats.recentS(services.db, ids, card_nation);
    return price === null ? [] : [{ price }];
  });
  r.handle(calls.postList, anyone, ({ card_id, card_nation }, { services }) =>
    stats.recentPosts(services.db, [card_id], card_nation, 5),
  );
  r.handle(calls.stats, anyone, async ({ card_id, card_nation }, { services, reply }) => {
    // Tagged with every card of the price group: a price of any of them changes this answer.
    const json = await services.tradeStats.get(
      tradeStatsKey(card_id, card_nation),
      () => loadTradeStats(services.db, card_id, card_nation),
      (answer) => answer.ids.map((id) => tradeStatsKey(id, card_nation)),
    );
    return sendJson(reply, json);
  });
  r.handle(calls.adminInsertPrice, admin, async (row, { services, user }) => ({
    id: await enterAdminPrice(services, user!, row),
  }));
}
