import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Image banners and ad-network slots per placement (§2.22, §7.3 banner/import). */
export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    bannerImage: text('banner_image').notNull().default(''),
    link: text('link').notNull().default(''),
    isAds: boolean('is_ads').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The period a banner is shown in (/admin/banner/main); null ends mean open-ended. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('banner_type_idx').on(t.type, t.sortOrder)],
);

/** Whether a placement shows a banner at all (§3 "Ads banner setting"). */
export const adsSetting = pgTable('ads_setting', {
  type: text('type').primaryKey(),
  isShow: boolean('is_show').notNull().default(false),
});

/** Daily visitor counter (§2.1: one count per 'visited' cookie). */
export const visitCounter = pgTable('visit_counter', {
  day: date('day').primaryKey(),
  count: integer('count').notNull().default(0),
});

/** Every navigation (§2.1 visited-log call). */
export const visitedLog = pgTable(
  'visited_log',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    ip: text('ip'),
    userId: text('user_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visited_log_created_idx').on(t.created),
    // The visitor log's filters by member and by IP (/admin/main/visited_log).
    index('visited_log_user_idx').on(t.userId, t.created),
    index('visited_log_ip_idx').on(t.ip, t.created),
  ],
);

/** Banned IP addresses (/admin/user/ban_ip). */
export const ipBan = pgTable('ip_ban', {
  ip: text('ip').primaryKey(),
  reason: text('reason').notNull().default(''),
  bannedBy: text('banned_by'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Alarms (/mypage/alarm, /admin/main/alarm). `audience` says who reads a row: 'staff' alarms (reports and
 * edits, read by every staff member) have no target; 'member' alarms (such as the outcome of a report)
 * name their member in `target`. Staff alarms never share a column with user ids, so no member id can
 * reach them.
 */
export const alarm = pgTable(
  'alarm',
  {
    id: serial('id').primaryKey(),
    audience: text('audience', { enum: ['staff', 'member'] }).notNull(),
    target: text('target'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    link: text('link'),
    actorUserId: text('actor_user_id'),
    actorNickname: text('actor_nickname'),
    isRead: boolean('is_read').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alarm_audience_target_idx').on(t.audience, t.target, t.created),
    check('alarm_audience_target', sql`(${t.audience} = 'staff') = (${t.target} is null)`),
  ],
);
