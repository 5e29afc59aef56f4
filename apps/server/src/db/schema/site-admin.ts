import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Running the site (/admin/dashboard, /admin/main/visited_log, /admin/trade/*, /admin/manager/*;
 * decision 037): daily rollups of the visited log, trade notices, members' buy requests, hand-made trade
 * price groups and the site's remaining options.
 */

/**
 * One row per Seoul day, written by the daily rollup from visited_log once the day is over, so the
 * dashboard never scans the raw log (which is kept only for the retention period). Visitors themselves
 * are visit_counter's count.
 */
export const visitDaily = pgTable('visit_daily', {
  day: date('day').primaryKey(),
  pageViews: integer('page_views').notNull().default(0),
  /** Distinct logged-in members and distinct IP addresses seen that day. */
  members: integer('members').notNull().default(0),
  ips: integer('ips').notNull().default(0),
});

/** Page views per Seoul day and path (the query string dropped), written by the same rollup. */
export const visitPathDaily = pgTable(
  'visit_path_daily',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Notices shown on the trade pages (/admin/trade/notice). */
export const tradeNotice = pgTable(
  'trade_notice',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    isShow: boolean('is_show').notNull().default(true),
    /** Pinned notices come first; then the newest. */
    pinned: boolean('pinned').notNull().default(false),
    userId: text('user_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [index('trade_notice_show_idx').on(t.isShow, t.pinned, t.created)],
);

/**
 * A member's buy request: a card they want, in which condition and up to which price (the buy side of
 * the trade area; /admin/trade/request handles them). grade is stored ×10 like trade_price.grade.
 */
export const tradeRequest = pgTable(
  'trade_request',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    cardNation: text('card_nation').notNull(),
    cardName: text('card_name').notNull().default(''),
    cardState: text('card_state').notNull(),
    gradeCompany: text('grade_company'),
    grade: smallint('grade'),
    wantPrice: integer('want_price').notNull(),
    memo: text('memo').notNull().default(''),
    /** '요청중' → '완료' or '취소' (by the member or staff). */
    state: text('state').notNull().default('요청중'),
    staffMemo: text('staff_memo').notNull().default(''),
    handledBy: text('handled_by'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [
    index('trade_request_state_idx').on(t.state, t.created),
    index('trade_request_card_idx').on(t.cardId, t.cardNation),
    index('trade_request_user_idx').on(t.userId, t.created),
  ],
);

/**
 * A hand-made trade price group (/admin/trade/group): cards of one edition that share a group_key are
 * one group, whatever their series, name and rarity say (§2.13's automatic grouping). A card given a key
 * of its own is split from its automatic group.
 */
export const tradeGroupOverride = pgTable(
  'trade_group_override',
  {
    cardNation: text('card_nation').notNull(),
    cardId: text('card_id').notNull(),
    groupKey: text('group_key').notNull(),
    memo: text('memo').notNull().default(''),
    userId: text('user_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cardNation, t.cardId] }),
    index('trade_group_override_key_idx').on(t.cardNation, t.groupKey),
  ],
);

/** The site's remaining options, one JSON value per key (/admin/trade/etc and later settings). */
export const siteSetting = pgTable('site_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
