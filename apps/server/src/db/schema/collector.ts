import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Collector tools (decision 039): a member's watchlist with price alerts, the trade posts matched to their
 * buy requests (the want list is trade_request), and the public API keys members create.
 */

/**
 * One watched card edition of a member (/mypage/watchlist). card_state, grade_company and grade narrow the
 * prices it follows (null = any condition); grade is ×10 like trade_price.grade. alert_kind says when it
 * alerts: 'none' (watch only), 'price_at_most' (a record at or under target_price) or 'any_trade' (any
 * record of that condition, e.g. "PSA 10 거래 발생"). An alert fires once and disarms; it is armed again
 * when a later record of its condition is above the target (the price crossed back) or when the member
 * re-arms it.
 */
export const cardWatch = pgTable(
  'card_watch',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    nation: text('nation').notNull(),
    cardState: text('card_state'),
    gradeCompany: text('grade_company'),
    grade: smallint('grade'),
    alertKind: text('alert_kind', { enum: ['none', 'price_at_most', 'any_trade'] })
      .notNull()
      .default('none'),
    targetPrice: integer('target_price'),
    armed: boolean('armed').notNull().default(true),
    /** The price record that last fired the alert, and when. */
    firedPriceId: integer('fired_price_id'),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [
    index('card_watch_user_idx').on(t.userId, t.created),
    // The alerts a new price record of one card edition may fire: only armed alerts are read.
    index('card_watch_alert_idx')
      .on(t.cardId, t.nation)
      .where(sql`${t.alertKind} <> 'none' and ${t.armed}`),
    // Rows that may be re-armed by a record above their target.
    index('card_watch_fired_idx')
      .on(t.cardId, t.nation)
      .where(sql`${t.alertKind} = 'price_at_most' and not ${t.armed}`),
  ],
);

/**
 * A sale post matched to a member's open buy request (edition, condition and the request's price limit),
 * written when the post is saved. The primary key makes a member hear of one post once, however often
 * the post is edited.
 */
export const tradeRequestMatch = pgTable(
  'trade_request_match',
  {
    requestId: integer('request_id').notNull(),
    postId: integer('post_id').notNull(),
    priceId: integer('price_id').notNull(),
    cardPrice: integer('card_price').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.postId] }), index('trade_request_match_post_idx').on(t.postId)],
);

/**
 * A member's key for the public card API (/v1): only its SHA-256 is stored; the key itself is shown once
 * when it is made. prefix is the key's first characters, shown in the list so a member can tell keys apart.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    revoked: timestamp('revoked', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_user_idx').on(t.userId, t.created)],
);
