import { titleCalls as calls } from '@carddogam/contract/calls/titles';
import type { CallRouter } from '../http/call-router';
import { anyone } from '../policies/roles';
import { canViewDeck } from '../policies/permissions';
import { findDeckTitle, findTitle } from '../repositories/titles';
import { findGroupCard } from '../repositories/trade-group';
import { notFound } from '../errors';
import { countPostView } from '../services/trade-posts';
import { countProductView, productTitle } from '../services/pointmall';

/** §7.11 title calls and view-count increases. */
export function registerTitleRoutes(r: CallRouter): void {
  for (const [call, nation] of [
    [calls.groupCardKr, 'kr'],
    [calls.groupCardEn, 'en'],
    [calls.groupCardJp, 'jp'],
  ] as const) {
    r.handle(call, anyone, ({ card_id }, { services }) => findGroupCard(services.db, nation, card_id));
  }
  r.handle(calls.tradePost, anyone, ({ id }, { services }) => findTitle(services.db, 'tradePost', id));
  // A private deck's title is no more public than the deck itself: others get no row.
  r.handle(calls.deck, anyone, async ({ id }, { services, user }) => {
    const rows = await findDeckTitle(services.db, id);
    return rows
      .filter((row) => canViewDeck(user, row).ok)
      .map(({ id: deckId, title }) => ({ id: deckId, title }));
  });
  r.handle(calls.pointmall, anyone, ({ id }, { services, user }) => productTitle(services.db, user, id));
  // A board post's title and view call are registered with the boards (routes/board.ts): they follow the
  // board's read gate and the blind rule.
  // Trade post views count once per viewer and day (decision 014).
  r.handle(calls.tradePostView, anyone, async ({ id }, { services, user, ip }) => {
    const viewCount = await countPostView(services.db, id, user ? `u:${user.userId}` : `ip:${ip}`);
    if (viewCount === undefined) throw notFound('해당 글을 찾을 수 없습니다.', 'POST_NOT_FOUND');
    return { view_count: viewCount };
  });
  // Point-mall products count once per viewer and day too (decision 033).
  r.handle(calls.pointmallView, anyone, async ({ id }, { services, user, ip }) => {
    const viewCount = await countProductView(services.db, id, user ? `u:${user.userId}` : `ip:${ip}`);
    if (viewCount === undefined) throw notFound('해당 글을 찾을 수 없습니다.', 'POST_NOT_FOUND');
    return { view_count: viewCount };
  });
}
