import {
  PRICE_EXPORT_MAX_ROWS,
  WATCH_LIMIT_PER_MEMBER,
  WATCHLIST_MSG as M,
  priceHistoryCalls,
  watchlistCalls as calls,
} from '@carddogam/contract/calls/watchlist';
import type { CallRouter } from '../http/call-router';
import { loggedIn, member } from '../policies/roles';
import { findGroupCard } from '../repositories/trade-group';
import { listPriceHistory } from '../repositories/price-history';
import { watchedEntries } from '../repositories/watchlist';
import { addWatch, listWatchlist, rearmWatch, removeWatch, updateWatch } from '../services/watchlist';

/**
 * The watchlist (decision 039): a member not banned adds and changes entries; any member lists, removes
 * and re-arms their own (a banned member may still clear theirs). The price history download of the
 * statistics section is for members: it hands out a card edition's every record at once.
 */
export function registerWatchlistRoutes(r: CallRouter): void {
  r.handle(calls.list, loggedIn, async (_p, { services, user }) => ({
    rows: await listWatchlist(services.db, user!.userId),
    limit: WATCH_LIMIT_PER_MEMBER,
  }));
  r.handle(calls.insert, member, async (p, { services, user }) => {
    const { id, replaced } = await addWatch(services.db, user!, p);
    return { id, replaced, message: replaced ? M.replaced : M.added };
  });
  r.handle(calls.update, member, async (p, { services, user }) => {
    await updateWatch(services.db, user!, p);
    return { message: M.updated };
  });
  r.handle(calls.remove, loggedIn, async ({ id }, { services, user }) => {
    await removeWatch(services.db, user!, id);
    return { message: M.removed };
  });
  r.handle(calls.rearm, loggedIn, async ({ id }, { services, user }) => {
    await rearmWatch(services.db, user!, id);
    return { message: M.rearmed };
  });
  r.handle(calls.watched, loggedIn, async ({ card_ids }, { services, user }) => ({
    rows: await watchedEntries(services.db, user!.userId, card_ids),
  }));

  r.handle(priceHistoryCalls.export, loggedIn, async ({ card_id, card_nation }, { services }) => {
    const [card] = await findGroupCard(services.db, card_nation, card_id);
    const rows = await listPriceHistory(services.db, card_id, card_nation, PRICE_EXPORT_MAX_ROWS + 1);
    return {
      card_name: card?.name ?? card_id,
      rows: rows.slice(0, PRICE_EXPORT_MAX_ROWS),
      truncated: rows.length > PRICE_EXPORT_MAX_ROWS,
    };
  });
}
