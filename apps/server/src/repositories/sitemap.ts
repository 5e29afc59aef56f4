import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/** The public records the sitemap lists (§2.2, §7.10). Private decks and hidden posts are left out. */

export interface Dated {
  id: string | number;
  lastmod: string | null;
}

export const listCardsForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(db, sql`select id, last_modified_datetime::text as lastmod from card_en order by id`);

/** Live, unblinded posts of the boards a guest may read (a crawler is a guest). */
export const listBoardPostsForSitemap = (db: DbOrTx) =>
  queryRows<Dated & { board_group: string; board_name: string }>(
    db,
    sql`select p.id, g.name as board_group, b.name as board_name, p.created::text as lastmod
        from board_post p join board b on b.id = p.board_id join board_group g on g.id = b.group_id
        where p.deleted_at is null and not p.blinded
          and (b.gate_read ->> 'guest')::boolean and (b.gate_list ->> 'guest')::boolean
        order by p.id`,
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

/** Official events by their creation (§7.10). */
export const listLeaguesForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(db, sql`select id, created::text as lastmod from official_league order by id`);

/** Players of official events; the sitemap dates them with the current time (§7.10). */
export const listLeaguePlayersForSitemap = (db: DbOrTx) =>
  queryRows<Dated>(db, sql`select id, null::text as lastmod from official_player order by id`);
