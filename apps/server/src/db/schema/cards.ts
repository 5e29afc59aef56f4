import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The base record of every card (§3 "Card, en record"). Every card has one, even a card printed only in
 * Japan or Korea: then is_available is false and the fields come from that print.
 */
export const cardEn = pgTable(
  'card_en',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    supertype: text('supertype').notNull(),
    subtypes: text('subtypes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hp: integer('hp'),
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    evolvesFrom: text('evolves_from'),
    evolvesTo: text('evolves_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    artist: text('artist'),
    number: text('number').notNull().default(''),
    nationalPokedexNumbers: integer('national_pokedex_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    regulationMark: text('regulation_mark'),
    retreatCost: text('retreat_cost')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    image: text('image').notNull().default('default.png'),
    /** Remote image address from the source data, used until a local image is uploaded. */
    imageUrl: text('image_url'),
    rarity: text('rarity'),
    setId: text('set_id'),
    setName: text('set_name'),
    setPrintedTotal: integer('set_printed_total'),
    setRelease: date('set_release'),
    series: text('series'),
    ancientTraitName: text('ancient_trait_name'),
    ancientTraitText: text('ancient_trait_text'),
    rules: text('rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The pokemontcg.io card object as imported; null for cards that have no English print. */
    dump: jsonb('dump'),
    /** A card entered by staff before its English print exists (§2.10). */
    isPreCard: boolean('is_pre_card').notNull().default(false),
    writer: text('writer'),
    /** Where the record came from: 'pokemontcg', 'tcgdex' (jp/kr-only card), 'staff'. */
    source: text('source').notNull().default('staff'),
    /** Hash of the imported source record; an unchanged record is skipped on re-import. */
    sourceHash: text('source_hash'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDatetime: timestamp('last_modified_datetime', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when staff delete the card (/admin/card/delete): it leaves search and its page says so, while
     * trades, reviews and decks keep their history; clearing it within the undo window restores it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  },
  (t) => [
    index('card_en_set_id_idx').on(t.setId, t.number),
    index('card_en_name_idx').on(t.name),
    index('card_en_evolves_from_idx').on(t.evolvesFrom),
    index('card_en_artist_idx').on(t.artist),
    index('card_en_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The prints the last import brought (/admin/card/new_card_*).
    index('card_en_created_idx').on(t.created),
    // Cards per regulation mark (/admin/deck/regulation_mark: counts, and a mark in use is kept).
    index('card_en_regulation_mark_idx').on(t.regulationMark),
  ],
);

const editionColumns = () => ({
  cardId: text('card_id')
    .primaryKey()
    .references(() => cardEn.id, { onDelete: 'cascade' }),
  name: text('name'),
  ancientTraitName: text('ancient_trait_name'),
  ancientTraitText: text('ancient_trait_text'),
  number: text('number'),
  effects: text('effects'),
  rules: text('rules')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  rarity: text('rarity'),
  setPrintedTotal: integer('set_printed_total'),
  setName: text('set_name'),
  setRelease: date('set_release'),
  series: text('series'),
  isAvailable: boolean('is_available').notNull().default(true),
  image: text('image').notNull().default('default.png'),
  imageUrl: text('image_url'),
  /** User id of the last editor (§3); null for imported data. */
  writer: text('writer'),
  /** tcgdex id of the imported print ('SV2a-006'), for idempotent re-imports. */
  sourceId: text('source_id'),
  /** Hash of the imported source record; an unchanged record is skipped on re-import. */
  sourceHash: text('source_hash'),
  lastModifiedDatetime: timestamp('last_modified_datetime', { withTimezone: true }).notNull().defaultNow(),
});

/** Korean edition record (§3). */
export const cardKr = pgTable('card_kr', editionColumns(), (t) => [
  uniqueIndex('card_kr_source_id_idx').on(t.sourceId),
  index('card_kr_set_name_idx').on(t.setName),
  index('card_kr_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
]);

/** Japanese edition record (§3). */
export const cardJp = pgTable('card_jp', editionColumns(), (t) => [
  uniqueIndex('card_jp_source_id_idx').on(t.sourceId),
  index('card_jp_set_name_idx').on(t.setName),
  index('card_jp_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
]);

/**
 * Korean names made at import from the species table for cards that have no Korean record. Kept apart
 * from card_kr so that the UI can mark them as unconfirmed and staff data is never overwritten.
 */
export const cardKrNameSuggestion = pgTable('card_kr_name_suggestion', {
  cardId: text('card_id')
    .primaryKey()
    .references(() => cardEn.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** 'species', 'dictionary' (Korean prints of the same English name) or 'translate' (/admin/translate). */
  source: text('source').notNull().default('species'),
  /** Staff confirmed the name (/admin/card/translated): search then shows it without 미확인. */
  confirmed: boolean('confirmed').notNull().default(false),
  confirmedBy: text('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Abilities of a card, one list per edition (§3 "Parts of a card"). */
export const cardAbility = pgTable(
  'card_ability',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cardEn.id, { onDelete: 'cascade' }),
    nation: text('nation').notNull(),
    position: smallint('position').notNull().default(0),
    type: text('type'),
    name: text('name').notNull().default(''),
    text: text('text').notNull().default(''),
  },
  (t) => [
    index('card_ability_card_idx').on(t.cardId, t.nation, t.position),
    // The rule texts are searched through card_search (attack_texts, ability_texts), never here.
    index('card_ability_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Attacks of a card, one list per edition. cost is a comma-separated list of energy types. */
export const cardAttack = pgTable(
  'card_attack',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cardEn.id, { onDelete: 'cascade' }),
    nation: text('nation').notNull(),
    position: smallint('position').notNull().default(0),
    name: text('name').notNull().default(''),
    cost: text('cost').notNull().default(''),
    convertedEnergyCost: smallint('converted_energy_cost').notNull().default(0),
    damage: text('damage').notNull().default(''),
    /** The number in damage ('60+' → 60), for the damage range filter; null when there is none. */
    damageValue: integer('damage_value'),
    text: text('text').notNull().default(''),
  },
  (t) => [
    index('card_attack_card_idx').on(t.cardId, t.nation, t.position),
    index('card_attack_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const cardWeakness = pgTable(
  'card_weakness',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cardEn.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    type: text('type').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.position] }), index('card_weakness_type_idx').on(t.type)],
);

export const cardResistance = pgTable(
  'card_resistance',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cardEn.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    type: text('type').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.position] }), index('card_resistance_type_idx').on(t.type)],
);

/** Per-card view counter (§2.1 view dedup, §7.1 view_count). Kept apart so counting never touches cards. */
export const cardViewCount = pgTable('card_view_count', {
  cardId: text('card_id')
    .primaryKey()
    .references(() => cardEn.id, { onDelete: 'cascade' }),
  viewCount: integer('view_count').notNull().default(0),
});
