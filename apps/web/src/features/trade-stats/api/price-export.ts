import { priceHistoryCalls } from '@carddogam/contract/calls/watchlist';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';

/** A card edition's price records for the CSV download: asked for once per click, never cached. */
export function fetchPriceHistory(cardId: string, nation: Nation) {
  return callApi(priceHistoryCalls.export, { card_id: cardId, card_nation: nation });
}
