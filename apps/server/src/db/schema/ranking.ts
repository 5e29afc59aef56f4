import { index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';

/**
 * The ranking figures of one card edition (§2.20, §3 "Ranking row"), kept current on every write that
 * changes them (a review, a price, a deck, a collection row recomputes its card in the same transaction),
 * so the ranking reads one row per card instead of aggregating reviews, prices and decks (decision 013).
 */
export const cardRankStats = pgTable(
  'card_rank_stats',
  {
    cardId: text('card_id').notNull(),
    nation: text('nation').notNull(),
    /** Reviews with at least one rating; the averages are over checked ratings only. */
    totalCount: integer('total_count').notNull().default(0),
    totalAvg: real('total_avg').notNull().default(0),
    performAvg: real('perform_avg').notNull().default(0),
    performCount: integer('perform_count').notNull().default(0),
    collectAvg: real('collect_avg').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    avgPrice: real('avg_price').notNull().default(0),
    maxPrice: integer('max_price').notNull().default(0),
    /** The lowest positive price (0 when none): the low price of a card page's link preview. */
    minPrice: integer('min_price').notNull().default(0),
    priceCount: integer('price_count').notNull().default(0),
    deckTotalCount: integer('deck_total_count').notNull().default(0),
    deckTotalAmount: integer('deck_total_amount').notNull().default(0),
    collectionTotalAmount: integer('collection_total_amount').notNull().default(0),
  },
  (t) => [
    // card first: the search reads all three editions of a card; the ranking uses the nation indexes.
    primaryKey({ columns: [t.cardId, t.nation] }),
    index('card_rank_stats_rating_idx').on(t.nation, t.totalAvg),
    index('card_rank_stats_price_idx').on(t.nation, t.avgPrice),
    index('card_rank_stats_usage_idx').on(t.nation, t.deckTotalCount),
  ],
);
