import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * A GiST trigram index of a text column under the C collation (siglen 256: the smallest signature that was
 * fast for common and rare words alike, docs/search-query-plans.md). Empty values are left out: four
 * cards in five have no ability, and an index full of equal empty keys took longer to build than the rest
 * of it. The capped count states `<> ''` beside its LIKE (search-conditions.ts), which lets it use these.
 */
const gistTrigram = (name: string, column: AnyPgColumn) =>
  index(name)
    .using('gist', sql`${column} collate "C" gist_trgm_ops(siglen=256)`)
    .where(sql`${column} <> ''`);

/**
 * One denormalised row per card for the card search (§2.19) and related cards (§2.16): the three editions'
 * names, sets and rarities side by side, and the filterable facts of the base record. It is derived data,
 * rebuilt from the card tables by refreshCardSearch() whenever a card changes; never edit it directly.
 */
export const cardSearch = pgTable(
  'card_search',
  {
    cardId: text('card_id').primaryKey(),
    supertype: text('supertype').notNull(),
    subtypes: text('subtypes').array().notNull(),
    types: text('types').array().notNull(),
    hp: integer('hp'),
    regulationMark: text('regulation_mark'),
    artist: text('artist'),
    pokedex: integer('pokedex').array().notNull(),
    evolvesFrom: text('evolves_from'),
    evolvesTo: text('evolves_to').array().notNull(),
    retreatCount: smallint('retreat_count').notNull(),
    weaknessTypes: text('weakness_types').array().notNull(),
    resistanceTypes: text('resistance_types').array().notNull(),
    hasAbility: boolean('has_ability').notNull(),
    /** Highest attack damage of the en record (0 when none), for the damage range filter. */
    damageMax: integer('damage_max'),
    attackCosts: integer('attack_costs').array().notNull(),
    nameEn: text('name_en').notNull(),
    nameKr: text('name_kr'),
    /** false when name_kr is only the import-time suggestion from the species table. */
    nameKrConfirmed: boolean('name_kr_confirmed').notNull(),
    nameJp: text('name_jp'),
    /** Unigrams and bigrams of all names, lower-cased without spaces (docs/decisions/003). */
    nameGrams: text('name_grams').array().notNull(),
    /** All names lower-cased without spaces, joined by '|', for the LIKE recheck after the gram filter. */
    namesNorm: text('names_norm').notNull(),
    /** Ability and attack names of every edition, in the same two forms, for the 'All' text search. */
    partGrams: text('part_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    partsNorm: text('parts_norm').notNull().default(''),
    /** Lower-cased ability/attack names and texts of every edition joined by '|', for the text types. */
    abilityNames: text('ability_names').notNull().default(''),
    abilityTexts: text('ability_texts').notNull().default(''),
    attackNames: text('attack_names').notNull().default(''),
    attackTexts: text('attack_texts').notNull().default(''),
    rarityEn: text('rarity_en'),
    rarityKr: text('rarity_kr'),
    rarityJp: text('rarity_jp'),
    setEn: text('set_en'),
    setKr: text('set_kr'),
    setJp: text('set_jp'),
    seriesEn: text('series_en'),
    seriesKr: text('series_kr'),
    seriesJp: text('series_jp'),
    numberEn: text('number_en'),
    numberKr: text('number_kr'),
    numberJp: text('number_jp'),
    /** The leading number of number_* for ordering ('TG05' → 5). */
    numberSortEn: integer('number_sort_en'),
    numberSortKr: integer('number_sort_kr'),
    numberSortJp: integer('number_sort_jp'),
    printedTotalEn: integer('printed_total_en'),
    printedTotalKr: integer('printed_total_kr'),
    printedTotalJp: integer('printed_total_jp'),
    releaseEn: date('release_en'),
    releaseKr: date('release_kr'),
    releaseJp: date('release_jp'),
    imageEn: text('image_en'),
    imageKr: text('image_kr'),
    imageJp: text('image_jp'),
    availableEn: boolean('available_en').notNull(),
    availableKr: boolean('available_kr'),
    availableJp: boolean('available_jp'),
    lastModifiedDatetime: timestamp('last_modified_datetime', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_search_grams_idx').using('gin', t.nameGrams),
    index('card_search_names_trgm_idx').using('gin', sql`${t.namesNorm} gin_trgm_ops`),
    index('card_search_part_grams_idx').using('gin', t.partGrams),
    index('card_search_parts_trgm_idx').using('gin', sql`${t.partsNorm} gin_trgm_ops`),
    index('card_search_ability_names_idx').using('gin', sql`${t.abilityNames} gin_trgm_ops`),
    index('card_search_ability_texts_idx').using('gin', sql`${t.abilityTexts} gin_trgm_ops`),
    index('card_search_attack_names_idx').using('gin', sql`${t.attackNames} gin_trgm_ops`),
    index('card_search_attack_texts_idx').using('gin', sql`${t.attackTexts} gin_trgm_ops`),
    // The same columns under the C collation, for the capped count of a search (searchConditions' capped
    // form): a GiST index scan stops at the count's cap, where a GIN bitmap first collects every match of a
    // common word ('discard': 3,088 cards, 0.97 ms against 0.36). GIN stays the faster way to read every
    // match. The collation keeps each form to its own index; LIKE answers the same under both.
    gistTrigram('card_search_names_gist_idx', t.namesNorm),
    gistTrigram('card_search_ability_names_gist_idx', t.abilityNames),
    gistTrigram('card_search_ability_texts_gist_idx', t.abilityTexts),
    gistTrigram('card_search_attack_names_gist_idx', t.attackNames),
    gistTrigram('card_search_attack_texts_gist_idx', t.attackTexts),
    index('card_search_set_en_idx').on(t.setEn, t.numberSortEn),
    index('card_search_set_kr_idx').on(t.setKr, t.numberSortKr),
    index('card_search_set_jp_idx').on(t.setJp, t.numberSortJp),
    index('card_search_release_en_idx').on(t.releaseEn, t.numberSortEn),
    index('card_search_release_kr_idx').on(t.releaseKr, t.numberSortKr),
    index('card_search_release_jp_idx').on(t.releaseJp, t.numberSortJp),
    // A rarity's cards in card id order, for the public API's id-ordered pages (public-api/queries.ts).
    index('card_search_rarity_en_idx').on(t.rarityEn, t.cardId),
    index('card_search_rarity_kr_idx').on(t.rarityKr, t.cardId),
    index('card_search_rarity_jp_idx').on(t.rarityJp, t.cardId),
    index('card_search_name_en_idx').on(t.nameEn),
    index('card_search_name_kr_idx').on(t.nameKr),
    index('card_search_name_jp_idx').on(t.nameJp),
    index('card_search_artist_idx').on(t.artist),
    index('card_search_hp_idx').on(t.hp),
    index('card_search_types_idx').using('gin', t.types),
    index('card_search_subtypes_idx').using('gin', t.subtypes),
    index('card_search_evolves_from_idx').on(t.evolvesFrom),
    // The default sort (newest release first) of each nation's search, walked from the top when a search
    // matches too many cards to sort them all; the expressions are those of sortKeys() (search-conditions.ts).
    // Migration 0029 adds INCLUDE columns (every column a condition reads but the long texts), so that the
    // walk tests rows from the index alone; Drizzle cannot express INCLUDE, so only the keys are listed here.
    index('card_search_order_kr_idx').on(
      sql`coalesce(${t.releaseKr}, ${t.releaseEn}, ${t.releaseJp}) desc nulls last`,
      sql`coalesce(${t.numberSortKr}, ${t.numberSortEn}, ${t.numberSortJp}) nulls last`,
      t.cardId,
    ),
    index('card_search_order_en_idx').on(
      sql`coalesce(${t.releaseEn}, ${t.releaseJp}) desc nulls last`,
      sql`coalesce(${t.numberSortEn}, ${t.numberSortJp}) nulls last`,
      t.cardId,
    ),
    index('card_search_order_jp_idx').on(
      sql`coalesce(${t.releaseJp}, ${t.releaseEn}) desc nulls last`,
      sql`coalesce(${t.numberSortJp}, ${t.numberSortEn}) nulls last`,
      t.cardId,
    ),
  ],
);

/**
 * The part of each card's §3 search result row that only changes with the card, as the JSON text of the
 * row without its closing brace (repositories/search-row.ts): a page of results is these heads with the
 * live ratings and totals appended. Writing 24 rows of 30 columns as JSON was half of a page's database
 * time. Derived data like card_search, written by refreshCardSearch() with its row.
 */
export const cardSearchRow = pgTable('card_search_row', {
  cardId: text('card_id')
    .primaryKey()
    .references(() => cardSearch.cardId, { onDelete: 'cascade' }),
  jsonHead: text('json_head').notNull(),
});
