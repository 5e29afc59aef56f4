import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Kinds of official event (/admin/league/official_league_type): 코리안리그, 시티리그, … (decision 034). */
export const officialLeagueType = pgTable(
  'official_league_type',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [uniqueIndex('official_league_type_name_idx').on(t.name)],
);

/**
 * A deck archetype (/admin/league/deck_name): its Korean and English names and the key card that tags a
 * decklist automatically (the English card name, e.g. 'Charizard ex' → 리자몽ex). `priority` orders the
 * tagging when a list holds the key cards of several archetypes (the higher wins).
 */
export const deckArchetype = pgTable(
  'deck_archetype',
  {
    id: serial('id').primaryKey(),
    nameKr: text('name_kr').notNull(),
    nameEn: text('name_en').notNull(),
    keyCardName: text('key_card_name').notNull(),
    priority: integer('priority').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deck_archetype_name_kr_idx').on(t.nameKr)],
);

/** An official event (/official_league/*). */
export const officialLeague = pgTable(
  'official_league',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => officialLeagueType.id),
    eventDate: date('event_date').notNull(),
    venue: text('venue').notNull().default(''),
    countryCode: text('country_code').notNull().default('KR'),
    /** Master / Senior / Junior / All ages (§9 colours). */
    division: text('division').notNull(),
    playerCount: integer('player_count'),
    /** standard or expanded, and the regulation marks legal at the event. */
    format: text('format').notNull().default('standard'),
    regulationMarks: text('regulation_marks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userId: text('user_id'),
    viewCount: integer('view_count').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('official_league_date_idx').on(t.eventDate, t.id),
    index('official_league_type_date_idx').on(t.typeId, t.eventDate),
  ],
);

/**
 * A player of official events, by the name the standings print. `nameKey` (the name lower-cased without
 * spaces) matches the same player across events; `userId` is the member who claimed the name once staff
 * confirmed it.
 */
export const officialPlayer = pgTable(
  'official_player',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    countryCode: text('country_code').notNull().default('KR'),
    userId: text('user_id').references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_player_name_key_idx').on(t.nameKey),
    uniqueIndex('official_player_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * One line of an event's standings: the placement (once per event), the player, the archetype (tagged from
 * the list or chosen), the decklist text as pasted and the record. The event's date and division are
 * copied in, so the deck-rank figures for a period read this table alone through its indexes.
 */
export const officialStanding = pgTable(
  'official_standing',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => officialLeague.id, { onDelete: 'cascade' }),
    placement: integer('placement').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => officialPlayer.id),
    archetypeId: integer('archetype_id').references(() => deckArchetype.id, { onDelete: 'set null' }),
    /** Staff chose the archetype by hand: retagging after an archetype change leaves it alone. */
    archetypeChosen: boolean('archetype_chosen').notNull().default(false),
    deckText: text('deck_text').notNull().default(''),
    wins: smallint('wins').notNull().default(0),
    losses: smallint('losses').notNull().default(0),
    ties: smallint('ties').notNull().default(0),
    eventDate: date('event_date').notNull(),
    division: text('division').notNull(),
    typeId: integer('type_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_standing_placement_idx').on(t.leagueId, t.placement),
    index('official_standing_player_idx').on(t.playerId, t.eventDate),
    index('official_standing_rank_idx').on(t.eventDate, t.division, t.archetypeId, t.placement),
    index('official_standing_archetype_idx').on(t.archetypeId, t.eventDate),
    check('official_standing_placement_check', sql`${t.placement} > 0`),
  ],
);

/**
 * The deck-rank figures of each day (grain 'd'), each week (grain 'w', `day` its Monday) and each month
 * (grain 'm', `day` the 1st), for every
 * combination of filter: `division_key` '' and `type_key` 0 stand for "any". `figures` holds, per
 * archetype id (0 for standings without one), [players, top-8 count, best placement]; `events` counts the
 * events with standings. A period reads its whole months from the month rows, then whole weeks, then
 * single days (leagues/period.ts rollupBuckets), so a list reads at most ~40 rows however long the period (decision 034;
 * repositories/deck-rank-rollup.ts keeps it in step with the standings).
 */
export const officialRankRollup = pgTable(
  'official_rank_rollup',
  {
    grain: text('grain').notNull(),
    divisionKey: text('division_key').notNull(),
    typeKey: integer('type_key').notNull(),
    day: date('day').notNull(),
    events: integer('events').notNull(),
    figures: jsonb('figures').$type<Record<string, [number, number, number]>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.divisionKey, t.typeKey, t.day] }),
    check('official_rank_rollup_grain_check', sql`${t.grain} in ('d', 'w', 'm')`),
  ],
);

/** The cards of a standing's decklist (English card ids), for the consensus list and tournament usage. */
export const officialStandingCard = pgTable(
  'official_standing_card',
  {
    standingId: integer('standing_id')
      .notNull()
      .references(() => officialStanding.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    amount: smallint('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.standingId, t.cardId] }),
    index('official_standing_card_card_idx').on(t.cardId),
  ],
);

/** A member's claim of a player name (/mypage/official_league), confirmed or refused by staff. */
export const officialPlayerClaim = pgTable(
  'official_player_claim',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => officialPlayer.id, { onDelete: 'cascade' }),
    /** 접수 / 승인 / 거절. */
    status: text('status').notNull().default('접수'),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_player_claim_once_idx').on(t.userId, t.playerId),
    index('official_player_claim_status_idx').on(t.status, t.id),
  ],
);

/**
 * A member's report of an event's results (/admin/provide/official_league): the standings as pasted, kept
 * apart until staff approve them into the event (or create the event from them). Nothing of the event
 * changes before that.
 */
export const officialResultReport = pgTable(
  'official_result_report',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The event reported on, or null for an event not yet in the database (described in `eventText`). */
    leagueId: integer('league_id').references(() => officialLeague.id, { onDelete: 'cascade' }),
    eventText: text('event_text').notNull().default(''),
    standingsText: text('standings_text').notNull(),
    /** 접수 / 승인 / 거절. */
    status: text('status').notNull().default('접수'),
    rewardPoint: integer('reward_point'),
    reviewedBy: text('reviewed_by'),
    reviewMemo: text('review_memo'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    reviewed: timestamp('reviewed', { withTimezone: true }),
  },
  (t) => [index('official_result_report_status_idx').on(t.status, t.id)],
);
