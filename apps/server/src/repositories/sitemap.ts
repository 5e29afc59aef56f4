import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/** The public records the sitemap lists (§2.2, §7.10). Private decks and hidden posts are left out. */

export interface Dated {
  id: string | number;
  lastmod: string | null;
}

export const listCardsForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(db, sql`select id, last_modified_datetime::text as lastmod from card_en order by id`);

export const listBoardPostsForSitemap = (db: DbOrTx) =>
  queryRows<Dated & { board_group: string; board_name: string }>(
    db,
    sql`select id, board_group, board_name, created::text as lastmod from board_post
        where status = '정상' order by id`,
  );

export const listTradePostsForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(db, sql`select id, created::text as lastmod from trade_post order by id`);

export const listPointmallForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(
    db,
    sql`select id, created::text as lastmod from pointmall_product where is_show order by id`,
  );

export const listDecksForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(db, sql`select id, created::text as lastmod from deck where status = '공개' order by id`);
