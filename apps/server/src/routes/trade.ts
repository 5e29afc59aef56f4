import { tradeCalls as calls, TRADE_MSG, TRADE_PAGE_SIZE } from '@carddogam/contract/calls/trade';
import { unauthorized } from '../errors';
import type { CallRouter } from '../http/call-router';
import { anyone, member } from '../policies/roles';
import { listLineItems, listPosts } from '../repositories/trade-posts';
import { createPost, editPost, markLineSold, readPost, removePost } from '../services/trade-posts';

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
  r.handle(calls.insert, member, (input, { services, user }) => createPost(services, user!, input));
  r.handle(calls.update, member, (input, { services, user }) => editPost(services, user!, input));
  r.handle(calls.remove, member, ({ id }, { services, user }) => removePost(services, user!, id));
  r.handle(calls.sold, member, ({ id }, { services, user }) => markLineSold(services, user!, id));
  r.handle(calls.cardList, anyone, async ({ page, card_nation, state, wanted }, { services, user }) => {
    // '내 구해요만' reads the caller's own requests: a guest has none to filter by.
    if (wanted && !user) throw unauthorized(TRADE_MSG.loginRequired);
    const wantedBy = wanted ? user!.userId : undefined;
    return paged(
      await listLineItems(services.db, { cardNation: card_nation, state, wantedBy }, page, TRADE_PAGE_SIZE),
    );
  });
  r.handle(calls.log, anyone, async ({ page, nickname }, { services }) =>
    paged(await listLineItems(services.db, { nickname }, page, TRADE_PAGE_SIZE)),
  );
}
