import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cardEn } from './cards';

/**
 * Editions whose catalogue picture the image job has copied (decision 029). A row counts only while its
 * source_url is still the edition's image_url: a re-import that changes the address makes it stale, and
 * the pages go back to the source until the next run copies the new picture.
 */
export const cardImageMirror = pgTable(
  'card_image_mirror',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cardEn.id, { onDelete: 'cascade' }),
    nation: text('nation').notNull(),
    /** The catalogue's address the copy was made from. */
    sourceUrl: text('source_url').notNull(),
    /** What pages get instead of source_url: our copy's detail width, then '#' and the source's address. */
    address: text('address').notNull(),
    mirrored: timestamp('mirrored', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.nation] })],
);
