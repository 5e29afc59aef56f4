import { TRADE_ADMIN_MSG as M, tradeAdminCalls as calls } from '@carddogam/contract/calls/trade-admin';
import type { CallRouter } from '../http/call-router';
import { admin } from '../policies/roles';
import { listOverrides } from '../repositories/trade-group-override';
import { listPricesForStaff } from '../repositories/trade-price-admin';
import { mergeGroups, resetCard, splitCard, viewGroup } from '../services/trade-admin-groups';
import { correctPrice, removePrice } from '../services/trade-admin-prices';

/** /admin/trade/price and /admin/trade/group, for 관리자 (decision 037). */
export function registerTradeAdminRoutes(r: CallRouter): void {
  r.handle(calls.priceList, admin, (q, { services }) => listPricesForStaff(services.db, q));
  r.handle(calls.priceUpdate, admin, async ({ id, reason, ...fix }, { services, user }) => ({
    row: await correctPrice(services, user!, id, fix, reason),
    message: M.priceUpdated,
  }));
  r.handle(calls.priceDelete, admin, async ({ id, reason }, { services, user }) => {
    await removePrice(services, user!, id, reason);
    return { message: M.priceDeleted };
  });

  r.handle(calls.groupFind, admin, ({ card_nation, card_id }, { services }) =>
    viewGroup(services.db, card_nation, card_id),
  );
  r.handle(calls.groupList, admin, (q, { services }) => listOverrides(services.db, q));
  r.handle(calls.groupMerge, admin, async (p, { services, user }) => ({
    ...(await mergeGroups(services, user!, p)),
    message: M.merged,
  }));
  r.handle(calls.groupSplit, admin, async (p, { services, user }) => ({
    ...(await splitCard(services, user!, p)),
    message: M.split,
  }));
  r.handle(calls.groupReset, admin, async (p, { services, user }) => ({
    ...(await resetCard(services, user!, p)),
    message: M.reset,
  }));
}
