import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A card rating and review for one edition (§3 "Card review"). Ratings are 0–5 in half steps. */
export const cardReview = pgTable(
  'card_review',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id').notNull(),
    textNation: text('text_nation').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').notNull().default('정상'),
    ratePerformCheck: boolean('rate_perform_check').notNull().default(false),
    ratePerform: real('rate_perform').notNull().default(0),
    rateCollectCheck: boolean('rate_collect_check').notNull().default(false),
    rateCollect: real('rate_collect').notNull().default(0),
    content: text('content').notNull().default(''),
    /** The points the insert awarded, taken back exactly on delete even if the settings changed since. */
    pointsAwarded: integer('points_awarded').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [
    index('card_review_card_idx').on(t.cardId, t.textNation, t.created),
    index('card_review_user_idx').on(t.userId),
    // Reviews per day (/admin/dashboard).
    index('card_review_created_idx').on(t.created),
    // One review per member, card and edition (decision 013): a second one would be an edit.
    uniqueIndex('card_review_once_idx').on(t.cardId, t.textNation, t.userId),
  ],
);

/** A sale post in the trade area (/trade/post/*). */
export const tradePost = pgTable(
  'trade_post',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    viewCount: integer('view_count').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [
    index('trade_post_user_idx').on(t.userId, t.created),
    index('trade_post_created_idx').on(t.created),
  ],
);

/**
 * One card line of a trade post, or an admin-entered price when post_id is 0 (§3 "Trade price record").
 * grade is stored ×10 (100..10) for card_state '등급'.
 */
export const tradePrice = pgTable(
  'trade_price',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull().default(0),
    cardId: text('card_id').notNull(),
    cardNation: text('card_nation').notNull(),
    cardName: text('card_name').notNull().default(''),
    cardState: text('card_state').notNull(),
    gradeCompany: text('grade_company'),
    grade: smallint('grade'),
    cardPrice: integer('card_price').notNull(),
    cardCreated: date('card_created'),
    cardSold: date('card_sold'),
    state: text('state').notNull().default('등록됨'),
    userId: text('user_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_price_card_idx').on(t.cardId, t.cardNation, t.cardCreated),
    index('trade_price_post_idx').on(t.postId),
    // Price records per day (/admin/dashboard).
    index('trade_price_created_idx').on(t.created),
  ],
);

/**
 * trade_price summed per card edition and trade day (sold, else listed, else written: the statistics' day), one sum and count of non-zero
 * prices per raw condition, for the deck and collection values: a window of N days is at most N rows of
 * an edition, however often the card trades. Kept by trade_price's statement triggers (migration 0026,
 * written by hand: drizzle-kit cannot express triggers or the index's INCLUDE), so every writer of price
 * records keeps it exact in the same transaction, whichever code path it is. The triggers append pending
 * rows (no row lock between writers); repositories/trade-price-daily.ts folds them into their day's row.
 */
export const tradePriceDaily = pgTable(
  'trade_price_daily',
  {
    cardId: text('card_id').notNull(),
    nation: text('nation').notNull(),
    day: date('day').notNull(),
    sSum: bigint('s_sum', { mode: 'number' }).notNull().default(0),
    sCount: integer('s_count').notNull().default(0),
    aSum: bigint('a_sum', { mode: 'number' }).notNull().default(0),
    aCount: integer('a_count').notNull().default(0),
    bSum: bigint('b_sum', { mode: 'number' }).notNull().default(0),
    bCount: integer('b_count').notNull().default(0),
    /** 'C급 이하'. */
    cSum: bigint('c_sum', { mode: 'number' }).notNull().default(0),
    cCount: integer('c_count').notNull().default(0),
    /** Appended by a trigger and not folded into its day's row yet. */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [
    // Not unique: a day may hold several rows until the hourly fold (migration 0026).
    index('trade_price_daily_idx').on(t.cardId, t.nation, t.day),
    index('trade_price_daily_pending_idx')
      .on(t.cardId, t.nation)
      .where(sql`${t.pending}`),
  ],
);

/**
 * Who viewed a trade post on which day (UTC), so a post's view_count rises once per viewer and
 * day (decision 014). viewer is 'u:<user id>' for members and 'ip:<address>' for guests. Rows of past days
 * are dropped as new views come in.
 */
export const tradePostView = pgTable(
  'trade_post_view',
  {
    postId: integer('post_id').notNull(),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer, t.day] })],
);

/** A deck recipe (/deck/*; §3 "Deck list item"). */
export const deck = pgTable(
  'deck',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    deckNation: text('deck_nation').notNull().default('kr'),
    tag: text('tag')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regulationGroup: text('regulation_group').notNull().default('스탠다드'),
    season: text('season'),
    status: text('status').notNull().default('공개'),
    pokemonCount: smallint('pokemon_count').notNull().default(0),
    trainerCount: smallint('trainer_count').notNull().default(0),
    energyCount: smallint('energy_count').notNull().default(0),
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    copyCount: integer('copy_count').notNull().default(0),
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    image: text('image'),
    copiedFrom: integer('copied_from'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [
    index('deck_user_idx').on(t.userId, t.created),
    index('deck_created_idx').on(t.created),
    // The deck list's newest-first pages of public decks, and their count (decision 015).
    index('deck_status_created_idx').on(t.status, t.created.desc(), t.id.desc()),
    index('deck_tag_idx').using('gin', t.tag),
  ],
);

export const deckCard = pgTable(
  'deck_card',
  {
    deckId: integer('deck_id')
      .notNull()
      .references(() => deck.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    nation: text('nation').notNull().default('kr'),
    amount: smallint('amount').notNull(),
    /** The card's place in the deck, so lists and the text export keep the builder's order. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deckId, t.cardId, t.nation] }),
    index('deck_card_card_idx').on(t.cardId, t.deckId),
  ],
);

export const deckLike = pgTable(
  'deck_like',
  {
    deckId: integer('deck_id')
      .notNull()
      .references(() => deck.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.userId] })],
);

export const deckRating = pgTable(
  'deck_rating',
  {
    deckId: integer('deck_id')
      .notNull()
      .references(() => deck.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    rating: real('rating').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.userId] })],
);

/** Who opened a deck on which day (Asia/Seoul), so a viewer adds at most one view a day (decision 015). */
export const deckView = pgTable(
  'deck_view',
  {
    deckId: integer('deck_id')
      .notNull()
      .references(() => deck.id, { onDelete: 'cascade' }),
    /** The member id, or 'ip:<address>' for a guest. */
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.viewer, t.day] }), index('deck_view_day_idx').on(t.day)],
);

/** Cards a member owns (/collection/*). */
export const collection = pgTable(
  'collection',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    nation: text('nation').notNull(),
    amount: integer('amount').notNull().default(1),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_user_card_idx').on(t.userId, t.cardId, t.nation),
    index('collection_card_idx').on(t.cardId, t.nation),
  ],
);

// Community boards are in boards.ts.

// The point mall and attendance are in points.ts.
