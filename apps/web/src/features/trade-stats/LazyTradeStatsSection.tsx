import { lazy, Suspense } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { tradeStatsQuery } from './api/trade-stats-queries';
import { TradeStatsSkeleton } from './components/TradeStatsSkeleton';

// The section sits under the card, below the first screen: its code (tabs, grid, summaries) loads after
// the page, and its numbers are asked for at once, beside that code.
const TradeStatsSection = lazy(() =>
  import('./TradeStatsSection').then((m) => ({ default: m.TradeStatsSection })),
);

/** §2.13 on the card page, in the box its loading numbers take until its code has arrived. */
export function LazyTradeStatsSection({ cardId, nation }: { cardId: string; nation: Nation }) {
  usePrefetchQuery(tradeStatsQuery(cardId, nation));
  return (
    <Suspense fallback={<TradeStatsSkeleton />}>
      <TradeStatsSection cardId={cardId} nation={nation} />
    </Suspense>
  );
}
