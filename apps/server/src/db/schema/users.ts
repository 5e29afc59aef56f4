import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member (§3 "User profile", "Session user"). user_id is the login id chosen at join. */
export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    nickname: text('nickname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type').notNull().default('사용자'),
    grade: integer('grade').notNull().default(0),
    /** Point balance; only ever changed together with a point_record row. */
    point: integer('point').notNull().default(0),
    profileImage: text('profile_image'),
    collectionShow: boolean('collection_show').notNull().default(true),
    emailAlarmAgree: boolean('email_alarm_agree').notNull().default(false),
    emailCertified: boolean('email_certified').notNull().default(false),
    permissionPointmall: boolean('permission_pointmall').notNull().default(false),
    permissionOfficialLeague: boolean('permission_official_league').notNull().default(false),
    permissionDeckRecipe: boolean('permission_deck_recipe').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastVisit: timestamp('last_visit', { withTimezone: true }),
    /** While type is 밴 유저: when the ban ends by itself (null = until an admin lifts it). */
    banUntil: timestamp('ban_until', { withTimezone: true }),
    /** While type is 밴 유저: the type to give back when the ban ends (a banned 테스터 stays a 테스터). */
    typeBeforeBan: text('type_before_ban'),
  },
  (t) => [
    uniqueIndex('users_nickname_idx').on(t.nickname),
    // 'Admin' and 'admin' must not be two members: login ids are compared case-insensitively.
    uniqueIndex('users_user_id_lower_idx').on(sql`lower(${t.userId})`),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.type),
    // New members per day (/admin/dashboard) and the join-date filter (/admin/user/normal).
    index('users_created_idx').on(t.created),
  ],
);

/** Server-side sessions; the cookie holds a random token and only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expires)],
);

/** Single-use, expiring tokens for e-mail certification and password reset (stored hashed). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

/** How many points an activity earns (§3 "Point amount lookup"; /admin/point/setting). */
export const pointSetting = pgTable(
  'point_setting',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').notNull(),
    activity: text('activity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('point_setting_menu_activity_idx').on(t.menu, t.activity)],
);

/** The signed point ledger (§3 "Point record"). The balance in users.point is always its sum. */
export const pointRecord = pgTable(
  'point_record',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    menu: text('menu').notNull(),
    activity: text('activity').notNull(),
    title: text('title').notNull().default(''),
    cardId: text('card_id'),
    amount: integer('amount').notNull(),
    /** The balance after this row (null on rows older than the column). */
    balance: integer('balance'),
    /** The 관리자 who granted or deducted by hand (/admin/point/list); null for the site's own rows. */
    byUserId: text('by_user_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_record_user_idx').on(t.userId, t.created),
    index('point_record_created_idx').on(t.created),
    index('point_record_menu_idx').on(t.menu, t.created),
  ],
);

/** History of user type changes and bans (/admin/user/ban_log). */
export const userBanLog = pgTable(
  'user_ban_log',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    fromType: text('from_type'),
    toType: text('to_type'),
    reason: text('reason').notNull().default(''),
    until: timestamp('until', { withTimezone: true }),
    by: text('by').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_ban_log_user_idx').on(t.userId, t.created)],
);
