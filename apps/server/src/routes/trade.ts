import { sql } from 'drizzle-orm';
import { tradeCalls as calls, TRADE_PAGE_SIZE } from '@carddogam/contract/calls/trade';
import type { CallRouter } from '../http/call-router';
import type { Services } from '../services/container';
import { anyone, member } from '../policies/roles';
import { listLineItems, listPosts } from '../repositories/trade-posts';
import {
  createPost,
  editPost,
  markLineSold,
  readPost,
  removePost,
  type PriceWrite,
} from '../services/trade-posts';

/**
 * Every price write shows at once in the card page statistics (of the price groups holding the changed
 * cards) and in the ranking price columns.
 */
function changedPrices(services: Services, { id, changed }: PriceWrite): { id: number } {
  for (const key of changed) services.tradeStats.invalidate(key);
  services.rankings.clear();
  return { id };
}

const paged = <T extends { total: number }>(rows: T[]) => ({
  total: rows[0]?.total ?? 0,
  rows: rows.map(({ total: _total, ...row }) => row),
});

/** The trade area (/trade/*): posts, their card lines, the card list and a member's trade log. */
export function registerTradeRoutes(r: CallRouter): void {
  r.handle(calls.list, anyone, async ({ page, search }, { services }) =>
    paged(await listPosts(services.db, search, page, TRADE_PAGE_SIZE)),
  );
  r.handle(calls.read, anyone, ({ id }, { services }) => readPost(services.db, id));
  r.handle(calls.insert, member, async (input, { services, user }) =>
    changedPrices(services, await createPost(services.db, user!, input)),
  );
  r.handle(calls.update, member, async (input, { services, user }) =>
    changedPrices(services, await editPost(services.db, user!, input)),
  );
  r.handle(calls.remove, member, async ({ id }, { services, user }) =>
    changedPrices(services, await removePost(services.db, user!, id)),
  );
  r.handle(calls.sold, member, async ({ id }, { services, user }) => {
    const { changed, ...result } = await markLineSold(services.db, user!, id);
    changedPrices(services, { id: result.id, changed });
    return result;
  });
  r.handle(calls.cardList, anyone, async ({ page, card_nation, state }, { services }) => {
    const where = sql.join(
      [
        sql`true`,
        ...(card_nation ? [sql`p.card_nation = ${card_nation}`] : []),
        ...(state ? [sql`p.state = ${state}`] : []),
      ],
      sql` and `,
    );
    return paged(await listLineItems(services.db, where, page, TRADE_PAGE_SIZE));
  });
  r.handle(calls.log, anyone, async ({ page, nickname }, { services }) =>
    paged(
      await listLineItems(
        services.db,
        sql`t.user_id = (select user_id from users where nickname = ${nickname} limit 1)`,
        page,
        TRADE_PAGE_SIZE,
      ),
    ),
  );
}
