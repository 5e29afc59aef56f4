import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Sets (products) per edition. code is the source set id: 'sv3pt5' for en, 'SV2a' for jp and kr. */
export const cardSet = pgTable(
  'card_set',
  {
    id: serial('id').primaryKey(),
    nation: text('nation').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    series: text('series'),
    totalNumber: integer('total_number'),
    total: integer('total'),
    releaseDate: date('release_date'),
    ptcgoCode: text('ptcgo_code'),
    /**
     * The set code PTCGL deck texts use, set by staff (/admin/deck/ptcgl) where the source's ptcgo_code is
     * missing or wrong; deck text import and export read it before ptcgo_code. The import never writes it.
     */
    ptcglCode: text('ptcgl_code'),
    /** Logo and symbol pictures under /upload (the image pipeline), set by staff. */
    logo: text('logo'),
    symbol: text('symbol'),
    /**
     * Sets of the three editions that are one product (151 ↔ ポケモンカード151 ↔ 포켓몬 카드 151) share this
     * key (/admin/card/set); null for a set not linked to another edition.
     */
    editionGroup: text('edition_group'),
  },
  (t) => [
    uniqueIndex('card_set_nation_code_idx').on(t.nation, t.code),
    index('card_set_nation_name_idx').on(t.nation, t.name),
    index('card_set_edition_group_idx').on(t.editionGroup),
  ],
);

/** Series per edition, in release order. */
export const cardSeries = pgTable(
  'card_series',
  {
    id: serial('id').primaryKey(),
    nation: text('nation').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('card_series_nation_name_idx').on(t.nation, t.name)],
);

/** Rarity names in the three editions (§3 "Rarity map"). */
export const rarityMap = pgTable(
  'rarity_map',
  {
    id: serial('id').primaryKey(),
    en: text('en').notNull(),
    kr: text('kr'),
    jp: text('jp'),
  },
  (t) => [uniqueIndex('rarity_map_en_idx').on(t.en)],
);

export const regulationMark = pgTable('regulation_mark', {
  regulationMark: text('regulation_mark').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Supertype, subtype and energy type names with their Korean labels (§3 "Supertype/subtype item"). */
export const supertypeItem = pgTable(
  'supertype_item',
  {
    id: serial('id').primaryKey(),
    /** 'supertype', 'subtype:Pokémon', 'subtype:Trainer', 'subtype:Energy' or 'type'. */
    category: text('category').notNull(),
    en: text('en').notNull(),
    kr: text('kr').notNull(),
    isShow: boolean('is_show').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('supertype_item_category_en_idx').on(t.category, t.en)],
);

/** Countries for the official-league screens (§7.9). */
export const country = pgTable('country', {
  code: text('code').primaryKey(),
  countryKr: text('country_kr').notNull(),
});
