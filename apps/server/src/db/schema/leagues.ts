import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deckArchetype } from './official-leagues';
import { users } from './users';

/**
 * The online league (decision 035): registered PTCGL players, Swiss tournaments with their entries and
 * matches, the rules that create tournaments on a schedule, and members' match records.
 */

/**
 * A member's application to play in the league with their PTCGL player name and ID (/league), decided at
 * /admin/league/uid_apply. A member holds at most one live (접수 or 승인) application, and a PTCGL ID
 * belongs to one live application (case ignored): refused ones stay as history.
 */
export const leaguePlayer = pgTable(
  'league_player',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    ptcglName: text('ptcgl_name').notNull(),
    ptcglUid: text('ptcgl_uid').notNull(),
    status: text('status').notNull().default('접수'),
    memo: text('memo'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('league_player_live_user_idx')
      .on(t.userId)
      .where(sql`${t.status} <> '거절'`),
    uniqueIndex('league_player_live_uid_idx')
      .on(sql`lower(${t.ptcglUid})`)
      .where(sql`${t.status} <> '거절'`),
    check('league_player_status_check', sql`${t.status} in ('접수', '승인', '거절')`),
  ],
);

/** A weekly schedule that creates tournaments (/admin/league/auto), e.g. every Saturday 20:00 in Korea. */
export const leagueAutoRule = pgTable('league_auto_rule', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 0 = Sunday … 6 = Saturday, Korean calendar. */
  weekday: smallint('weekday').notNull(),
  /** 'HH:MM', Korean wall time. */
  startTime: text('start_time').notNull(),
  format: text('format').notNull().default('standard'),
  regulationMarks: text('regulation_marks')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  maxPlayers: integer('max_players').notNull().default(64),
  roundMinutes: smallint('round_minutes').notNull().default(50),
  topCut: smallint('top_cut').notNull().default(8),
  registrationHours: integer('registration_hours').notNull().default(72),
  enabled: boolean('enabled').notNull().default(true),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** A tournament of the league (/league/tournament/list). */
export const leagueTournament = pgTable(
  'league_tournament',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    format: text('format').notNull().default('standard'),
    regulationMarks: text('regulation_marks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    maxPlayers: integer('max_players').notNull().default(64),
    roundMinutes: smallint('round_minutes').notNull().default(50),
    topCut: smallint('top_cut').notNull().default(8),
    /** registration, swiss, top_cut, finished, cancelled. */
    status: text('status').notNull().default('registration'),
    /** Fixed at the start from the player count. */
    swissRounds: smallint('swiss_rounds'),
    currentRound: smallint('current_round').notNull().default(0),
    roundStartedAt: timestamp('round_started_at', { withTimezone: true }),
    autoRuleId: integer('auto_rule_id').references(() => leagueAutoRule.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('league_tournament_starts_idx').on(t.startsAt, t.id),
    index('league_tournament_status_idx').on(t.status, t.startsAt),
    // A rule creates one tournament per start time, however often the schedule job runs.
    uniqueIndex('league_tournament_rule_start_idx')
      .on(t.autoRuleId, t.startsAt)
      .where(sql`${t.autoRuleId} is not null`),
    check(
      'league_tournament_status_check',
      sql`${t.status} in ('registration', 'swiss', 'top_cut', 'finished', 'cancelled')`,
    ),
  ],
);

/**
 * A player's entry in a tournament with the decklist they registered (PTCGL text, and the resolved cards
 * [{card_id, amount}] for the deck pages), its archetype tag, when they dropped and where they finished.
 */
export const leagueEntry = pgTable(
  'league_entry',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => leagueTournament.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => leaguePlayer.id),
    userId: text('user_id').notNull(),
    deckText: text('deck_text').notNull(),
    deckCards: jsonb('deck_cards').$type<Array<{ card_id: string; amount: number }>>().notNull(),
    archetypeId: integer('archetype_id').references(() => deckArchetype.id, { onDelete: 'set null' }),
    droppedAfterRound: smallint('dropped_after_round'),
    placement: smallint('placement'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('league_entry_player_idx').on(t.tournamentId, t.playerId),
    index('league_entry_user_idx').on(t.userId),
    index('league_entry_archetype_idx').on(t.archetypeId),
  ],
);

/**
 * One match of a round. Each player reports from their own side (report1, report2: win/loss/tie); the
 * result is written when the two agree, or by staff when they do not (disputed). A bye has no player 2
 * and the result 'bye'. `firstEntryId` is who went first, when a player said so.
 */
export const leagueMatch = pgTable(
  'league_match',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => leagueTournament.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    stage: text('stage').notNull().default('swiss'),
    tableNo: smallint('table_no').notNull(),
    player1EntryId: integer('player1_entry_id')
      .notNull()
      .references(() => leagueEntry.id, { onDelete: 'cascade' }),
    player2EntryId: integer('player2_entry_id').references(() => leagueEntry.id, { onDelete: 'cascade' }),
    report1: text('report1'),
    report2: text('report2'),
    result: text('result'),
    disputed: boolean('disputed').notNull().default(false),
    firstEntryId: integer('first_entry_id'),
    resolvedBy: text('resolved_by'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('league_match_table_idx').on(t.tournamentId, t.round, t.tableNo),
    index('league_match_player1_idx').on(t.player1EntryId),
    index('league_match_player2_idx').on(t.player2EntryId),
    check('league_match_stage_check', sql`${t.stage} in ('swiss', 'top_cut')`),
    check('league_match_result_check', sql`${t.result} is null or ${t.result} in ('p1', 'p2', 'tie', 'bye')`),
    check('league_match_report1_check', sql`${t.report1} is null or ${t.report1} in ('win', 'loss', 'tie')`),
    check('league_match_report2_check', sql`${t.report2} is null or ${t.report2} in ('win', 'loss', 'tie')`),
  ],
);

/**
 * A member's match record (/record): league matches are written for both players when their result is
 * final (one row per player, `leagueMatchId` set); members also log casual matches by hand.
 */
export const matchRecord = pgTable(
  'match_record',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    source: text('source').notNull().default('casual'),
    leagueMatchId: integer('league_match_id').references(() => leagueMatch.id, { onDelete: 'cascade' }),
    myArchetypeId: integer('my_archetype_id').references(() => deckArchetype.id, { onDelete: 'set null' }),
    myDeckName: text('my_deck_name').notNull().default(''),
    opponentArchetypeId: integer('opponent_archetype_id').references(() => deckArchetype.id, {
      onDelete: 'set null',
    }),
    opponentDeckName: text('opponent_deck_name').notNull().default(''),
    opponentName: text('opponent_name').notNull().default(''),
    wentFirst: boolean('went_first'),
    result: text('result').notNull(),
    memo: text('memo').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_record_user_idx').on(t.userId, t.playedAt),
    uniqueIndex('match_record_league_idx')
      .on(t.leagueMatchId, t.userId)
      .where(sql`${t.leagueMatchId} is not null`),
    check('match_record_result_check', sql`${t.result} in ('win', 'loss', 'tie')`),
    check('match_record_source_check', sql`${t.source} in ('league', 'casual')`),
  ],
);

/** A member's 명함 (/businesscard): a line of introduction, a favourite card and a main deck. */
export const businessCard = pgTable('business_card', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  intro: text('intro').notNull().default(''),
  favoriteCardId: text('favorite_card_id'),
  mainDeckId: integer('main_deck_id'),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
