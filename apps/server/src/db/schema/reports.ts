import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Card data reported by a member for one edition (§3 "Card report (card_provide)"). */
export const cardProvide = pgTable(
  'card_provide',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id').notNull(),
    cardNation: text('card_nation').notNull(),
    name: text('name'),
    nameLocal: text('name_local'),
    ancientTraitName: text('ancient_trait_name'),
    ancientTraitText: text('ancient_trait_text'),
    effects: text('effects'),
    rules: text('rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    number: text('number'),
    rarity: text('rarity'),
    setPrintedTotal: integer('set_printed_total'),
    setName: text('set_name'),
    /** Reported for staff to read; the edition records keep no regulation mark of their own. */
    regulationMark: text('regulation_mark'),
    isAvailable: smallint('is_available'),
    writer: text('writer').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_provide_card_idx').on(t.cardId)],
);

export const cardProvideAbility = pgTable('card_provide_ability', {
  id: serial('id').primaryKey(),
  cardProvideId: integer('card_provide_id')
    .notNull()
    .references(() => cardProvide.id, { onDelete: 'cascade' }),
  cardId: text('card_id').notNull(),
  position: smallint('position').notNull().default(0),
  type: text('type'),
  name: text('name').notNull().default(''),
  text: text('text').notNull().default(''),
});

export const cardProvideAttack = pgTable('card_provide_attack', {
  id: serial('id').primaryKey(),
  cardProvideId: integer('card_provide_id')
    .notNull()
    .references(() => cardProvide.id, { onDelete: 'cascade' }),
  cardId: text('card_id').notNull(),
  position: smallint('position').notNull().default(0),
  name: text('name').notNull().default(''),
  cost: text('cost').notNull().default(''),
  convertedEnergyCost: smallint('converted_energy_cost').notNull().default(0),
  damage: text('damage').notNull().default(''),
  text: text('text').notNull().default(''),
});

const reviewColumns = () => ({
  /** 'pending' until staff approve or reject it. */
  status: text('status').notNull().default('pending'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  rewardPoint: integer('reward_point'),
  reviewMemo: text('review_memo'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** The information report that wraps a card_provide (§3 "Provide record"). */
export const provideInfo = pgTable(
  'provide_info',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardProvideId: integer('card_provide_id')
      .notNull()
      .references(() => cardProvide.id, { onDelete: 'cascade' }),
    cardNation: text('card_nation').notNull(),
    content: text('content').notNull(),
    ...reviewColumns(),
  },
  (t) => [
    index('provide_info_status_idx').on(t.status, t.created),
    index('provide_info_user_idx').on(t.userId),
  ],
);

/** Information error report (§3 "Bug report"). */
export const provideBug = pgTable(
  'provide_bug',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    cardNation: text('card_nation').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    ...reviewColumns(),
  },
  (t) => [
    index('provide_bug_status_idx').on(t.status, t.created),
    index('provide_bug_user_idx').on(t.userId),
  ],
);

/** Image report (§3 "Image report"). */
export const provideImage = pgTable(
  'provide_image',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    cardNation: text('card_nation').notNull(),
    image: text('image').notNull(),
    ...reviewColumns(),
  },
  (t) => [
    index('provide_image_status_idx').on(t.status, t.created),
    index('provide_image_user_idx').on(t.userId),
  ],
);

/** Edit history of a card (§2.9, §3 "Update log entry"). */
export const updateLog = pgTable(
  'update_log',
  {
    id: serial('id').primaryKey(),
    provideType: text('provide_type').notNull(),
    provideId: integer('provide_id').notNull().default(0),
    cardId: text('card_id').notNull(),
    cardNation: text('card_nation').notNull(),
    provider: text('provider').notNull(),
    updater: text('updater').notNull(),
    memo: text('memo').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('update_log_card_idx').on(t.cardId, t.created)],
);
