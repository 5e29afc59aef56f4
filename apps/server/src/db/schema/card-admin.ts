import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cardEn } from './cards';

/**
 * The card-data back office (/admin/card/*, /admin/translate/*, /admin/search/*, /admin/deck/*;
 * decision 036): the staff action log, translation dictionaries and the proposals they make, en↔jp link
 * proposals, import runs, image matching batches and the deck settings.
 */

/**
 * Every back-office write: who did what to which record, with the record before and after (null for a
 * creation or a deletion). /admin/manager/log reads it.
 */
export const staffActionLog = pgTable(
  'staff_action_log',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** A dotted name of the action: 'card_set.update', 'translate.apply', 'card.delete' … */
    action: text('action').notNull(),
    /** The kind of record ('card_set', 'card', 'translation_entry' …) and its id as text. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    memo: text('memo').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_action_log_created_idx').on(t.created.desc(), t.id.desc()),
    index('staff_action_log_target_idx').on(t.targetType, t.targetId, t.created),
    index('staff_action_log_user_idx').on(t.userId, t.created),
  ],
);

/**
 * Translation dictionaries (/admin/translate/card_name and attack_name): an English name and its Korean
 * (and Japanese) name. kind 'card_name' covers Pokémon and Trainer names, 'attack_name' attack and ability
 * names. Rarities live in rarity_map.
 */
export const translationEntry = pgTable(
  'translation_entry',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    en: text('en').notNull(),
    kr: text('kr').notNull(),
    jp: text('jp'),
    /** 'staff', or where a seeded entry came from ('korean_prints', 'species'). */
    source: text('source').notNull().default('staff'),
    writer: text('writer'),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per English name and kind, matched case-insensitively.
    uniqueIndex('translation_entry_kind_en_idx').on(t.kind, sql`lower(${t.en})`),
    index('translation_entry_kr_idx').on(t.kind, t.kr),
  ],
);

/**
 * Korean rarities and attack/ability names the dictionaries propose for cards without a Korean record
 * (kind 'rarity' with position 0, 'attack' or 'ability' with the en part's position). Like the name
 * suggestions they are shown as 미확인 until staff confirm them.
 */
export const cardKrPartSuggestion = pgTable(
  'card_kr_part_suggestion',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cardEn.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: smallint('position').notNull().default(0),
    /** The English text it translates, so a changed English part drops the proposal. */
    en: text('en').notNull(),
    kr: text('kr').notNull(),
    source: text('source').notNull().default('dictionary'),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_kr_part_suggestion_part_idx').on(t.cardId, t.kind, t.position),
    index('card_kr_part_suggestion_confirmed_idx').on(t.confirmed, t.kind),
  ],
);

/**
 * A proposed link of a Japanese print that became its own card (id 'jp-…', decision 006) to an English
 * card, with the facts that back it. Confirming moves the print onto the English card; rejecting keeps
 * the pair from being proposed again.
 */
export const cardLinkProposal = pgTable(
  'card_link_proposal',
  {
    id: serial('id').primaryKey(),
    /** The card the Japanese print is on now. */
    fromCardId: text('from_card_id').notNull(),
    /** The English card it would join. */
    toCardId: text('to_card_id').notNull(),
    /** 0–1: the share of the evidence that agrees. */
    score: real('score').notNull(),
    /** { dex, hp, attacks, number, name } each { from, to, same }. */
    evidence: jsonb('evidence').notNull(),
    /** '대기', '확정', '거절'. */
    status: text('status').notNull().default('대기'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_link_proposal_pair_idx').on(t.fromCardId, t.toCardId),
    index('card_link_proposal_status_idx').on(t.status, t.score.desc()),
  ],
);

/** One run of the catalogue import, so /admin/card/new_card_* can show what the last one brought. */
export const importRun = pgTable('import_run', {
  id: serial('id').primaryKey(),
  started: timestamp('started', { withTimezone: true }).notNull().defaultNow(),
  finished: timestamp('finished', { withTimezone: true }),
  /** Counts of the run: cards written per edition, skipped records. */
  summary: jsonb('summary')
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/**
 * One uploaded picture of an image-matching batch (/admin/card/image_match): the file kept under
 * DATA_DIR until the batch is applied or dropped, and the card it was matched to.
 */
export const imageMatchItem = pgTable(
  'image_match_item',
  {
    id: serial('id').primaryKey(),
    batchId: text('batch_id').notNull(),
    userId: text('user_id').notNull(),
    nation: text('nation').notNull(),
    fileName: text('file_name').notNull(),
    /** The stored upload, relative to DATA_DIR; null when the file was refused. */
    storedPath: text('stored_path'),
    cardId: text('card_id'),
    /** How the card was found: 'file_name', 'set_number', 'staff'; null when none was. */
    matchedBy: text('matched_by'),
    /** '대기', '적용', '제외', '오류'. */
    status: text('status').notNull().default('대기'),
    error: text('error'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_match_item_batch_idx').on(t.batchId, t.id)],
);

/** Notices shown above the deck list and the deck builder (/admin/deck/notice). */
export const deckNotice = pgTable('deck_notice', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  isShow: boolean('is_show').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** The tags offered when writing a deck (/admin/deck/tag). */
export const deckTagItem = pgTable(
  'deck_tag_item',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isShow: boolean('is_show').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('deck_tag_item_name_idx').on(t.name)],
);

/** Seasons a deck can be filed under (/admin/deck/season). */
export const deckSeason = pgTable(
  'deck_season',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [uniqueIndex('deck_season_name_idx').on(t.name)],
);

/**
 * The standard rotation (/admin/deck/renewal): from `effective_from` on, the format allows these
 * regulation marks. The row with the latest date not after today is the one in force.
 */
export const formatRotation = pgTable(
  'format_rotation',
  {
    id: serial('id').primaryKey(),
    format: text('format').notNull().default('standard'),
    effectiveFrom: date('effective_from').notNull(),
    legalMarks: text('legal_marks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    memo: text('memo').notNull().default(''),
  },
  (t) => [uniqueIndex('format_rotation_format_from_idx').on(t.format, t.effectiveFrom)],
);
