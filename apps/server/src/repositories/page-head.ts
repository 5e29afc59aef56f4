import { sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { queryRowsPrepared } from '../db/prepared';

/**
 * The few fields a page's link preview needs (http/page-head.ts), one indexed query per page: each reads
 * one row by its primary key, with its small joins, so answering a page's HTML stays cheap.
 */

export interface EditionPrice {
  nation: 'kr' | 'en' | 'jp';
  avg: number;
  low: number | null;
  high: number;
  count: number;
}

export interface CardHeadRow {
  id: string;
  en_name: string;
  supertype: string;
  types: string[];
  hp: number | null;
  en_available: boolean;
  deleted: boolean;
  name_suggestion: string | null;
  /** Per edition (en, kr, jp): null when the card has no such edition. */
  editions: Record<'en' | 'kr' | 'jp', EditionHead | null>;
  /** Price figures of the editions that have prices (card_rank_stats, kept current on every price write). */
  prices: EditionPrice[] | null;
}

export interface EditionHead {
  name: string | null;
  rarity: string | null;
  set_name: string | null;
  number: string | null;
  printed_total: number | null;
  available: boolean;
  image: string;
  image_url: string | null;
  mirrored: string | null;
}

/** An edition's fields as JSON, with our copy of its picture (decision 029) read alongside. */
const editionJson = (alias: string, nation: string) =>
  sql.raw(`case when ${alias}.card_id is null then null else json_build_object(
    'name', ${alias}.name, 'rarity', ${alias}.rarity, 'set_name', ${alias}.set_name, 'number', ${alias}.number,
    'printed_total', ${alias}.set_printed_total, 'available', ${alias}.is_available, 'image', ${alias}.image,
    'image_url', ${alias}.image_url,
    'mirrored', (select m.address from card_image_mirror m
      where m.card_id = ${alias}.card_id and m.nation = '${nation}' and m.source_url = ${alias}.image_url)
  ) end`);

/** Prepared by name on PostgreSQL: the card page is the one most shared and crawled. */
export async function findCardHead(db: DbOrTx, id: string): Promise<CardHeadRow | undefined> {
  const [row] = await queryRowsPrepared<CardHeadRow>(
    db,
    'page_head_card',
    sql`select e.id, e.name as en_name, e.supertype, e.types, e.hp, e.is_available as en_available,
        e.deleted_at is not null as deleted, s.name as name_suggestion,
        json_build_object(
          'en', json_build_object('name', e.name, 'rarity', e.rarity, 'set_name', e.set_name,
            'number', e.number, 'printed_total', e.set_printed_total, 'available', e.is_available,
            'image', e.image, 'image_url', e.image_url,
            'mirrored', (select m.address from card_image_mirror m
              where m.card_id = e.id and m.nation = 'en' and m.source_url = e.image_url)),
          'kr', ${editionJson('k', 'kr')},
          'jp', ${editionJson('j', 'jp')}
        ) as editions,
        (select json_agg(json_build_object('nation', r.nation, 'avg', r.avg_price, 'high', r.max_price,
            'count', r.price_count, 'low', nullif(r.min_price, 0)))
          from card_rank_stats r where r.card_id = e.id and r.price_count > 0 and r.avg_price > 0) as prices
      from card_en e
      left join card_kr k on k.card_id = e.id
      left join card_jp j on j.card_id = e.id
      left join card_kr_name_suggestion s on s.card_id = e.id
      where e.id = ${id}`,
  );
  return row;
}

export interface TradePostHeadRow {
  id: number;
  title: string;
  content: string;
  images: string[];
  nickname: string | null;
  /** The post's first card line, whose picture stands in when the post has none of its own. */
  first_card_id: string | null;
  first_card_nation: Nation | null;
}

export async function findTradePostHead(db: DbOrTx, id: number): Promise<TradePostHeadRow | undefined> {
  const [row] = await queryRows<TradePostHeadRow>(
    db,
    sql`select p.id, p.title, left(p.content, 400) as content, p.images, u.nickname,
        l.card_id as first_card_id, l.card_nation as first_card_nation
      from trade_post p left join users u on u.user_id = p.user_id
        left join lateral (
          select card_id, card_nation from trade_price where post_id = p.id order by id limit 1
        ) l on true
      where p.id = ${id}`,
  );
  return row;
}

export interface DeckHeadRow {
  id: number;
  title: string;
  content: string;
  status: string;
  writer: string;
  nickname: string | null;
  regulation_group: string;
  pokemon_count: number;
  trainer_count: number;
  energy_count: number;
}

export async function findDeckHead(db: DbOrTx, id: number): Promise<DeckHeadRow | undefined> {
  const [row] = await queryRows<DeckHeadRow>(
    db,
    sql`select d.id, d.title, left(d.content, 400) as content, d.status, d.user_id as writer, u.nickname,
        d.regulation_group, d.pokemon_count, d.trainer_count, d.energy_count
      from deck d left join users u on u.user_id = d.user_id where d.id = ${id}`,
  );
  return row;
}

export interface BoardPostHeadRow {
  id: number;
  board_id: number;
  title: string;
  text: string;
  /** The first picture's address in the sanitized content, if any. */
  first_image: string | null;
  blinded: boolean;
  writer: string;
}

export async function findBoardPostHead(db: DbOrTx, id: number): Promise<BoardPostHeadRow | undefined> {
  const [row] = await queryRows<BoardPostHeadRow>(
    db,
    sql`select p.id, p.board_id, p.title, left(p.content_text, 400) as text,
        case when p.has_image then substring(p.content from '<img [^>]*src="([^"]+)"') end as first_image,
        p.blinded, p.user_id as writer
      from board_post p where p.id = ${id} and p.deleted_at is null`,
  );
  return row;
}

export interface OfficialLeagueHeadRow {
  id: number;
  name: string;
  event_date: string;
  venue: string;
  division: string;
  player_count: number | null;
  type_name: string | null;
}

export async function findOfficialLeagueHead(
  db: DbOrTx,
  id: number,
): Promise<OfficialLeagueHeadRow | undefined> {
  const [row] = await queryRows<OfficialLeagueHeadRow>(
    db,
    sql`select l.id, l.name, l.event_date::text as event_date, l.venue, l.division, l.player_count,
        t.name as type_name
      from official_league l left join official_league_type t on t.id = l.type_id where l.id = ${id}`,
  );
  return row;
}
