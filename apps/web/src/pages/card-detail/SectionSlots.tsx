import { lazy, Suspense } from 'react';
import { Group } from '@mantine/core';
import type { Nation } from '@carddogam/contract/constants';
import { EventBanner } from '../../features/banners';
import { DeckRecipeSection } from '../../features/decks';
import { ReviewSection } from '../../features/reviews';
import { PriceCreateButton } from '../../features/trade';
import { TradeStatsSection } from '../../features/trade-stats';
import { BuyRequestPanel } from '../../features/trade-request';

// The ☆ and its watchlist code load after the page, not with it (the first-load budget).
const WatchButton = lazy(() => import('../../features/watchlist').then((m) => ({ default: m.WatchButton })));

/** Places on the card page for the sections built in their own features (§2.3 items 7–10 and 12). */
export interface SectionSlotProps {
  cardId: string;
  nation: Nation;
  /** The card's name as the title line of the chosen edition writes it (§2.3). */
  cardTitle: string;
}

/** §2.11, 관리자 only. */
export function PriceCreateSlot({ cardId, nation, cardTitle }: SectionSlotProps) {
  return <PriceCreateButton cardId={cardId} nation={nation} cardName={cardTitle} />;
}

/**
 * §2.13, with the ☆ of the watchlist above it (decision 039) and the buy requests of the card edition
 * under it (decision 037).
 */
export function TradeStatsSlot({ cardId, nation, cardTitle }: SectionSlotProps) {
  return (
    <>
      <Group justify="flex-end" mih={30}>
        <Suspense fallback={null}>
          <WatchButton cardId={cardId} nation={nation} cardTitle={cardTitle} withLabel />
        </Suspense>
      </Group>
      <TradeStatsSection cardId={cardId} nation={nation} />
      <BuyRequestPanel cardId={cardId} nation={nation} cardTitle={cardTitle} />
    </>
  );
}

/** §2.14 */
export function ReviewSlot({ cardId, nation, cardTitle }: SectionSlotProps) {
  return <ReviewSection cardId={cardId} nation={nation} cardTitle={cardTitle} />;
}

/** §2.15 */
export function DeckRecipeSlot({ cardId, nation, cardTitle }: SectionSlotProps) {
  return <DeckRecipeSection cardId={cardId} nation={nation} cardTitle={cardTitle} />;
}

/** §2.3 item 12: the event banner that opens the event board post. */
export function EventBannerSlot(_props: SectionSlotProps) {
  return <EventBanner />;
}
