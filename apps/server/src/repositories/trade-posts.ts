import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { tradePost, tradePostView, tradePrice } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';
import { lineAnswersRequest } from './want-matches';

/** Trade posts and their card lines (trade_price rows with the post's id), and the per-day view log. */

export type TradePostRow = typeof tradePost.$inferSelect;
export type TradePriceRow = typeof tradePrice.$inferSelect;
export type TradePriceInsert = typeof tradePrice.$inferInsert;

export interface EditionNames {
  id: string;
  /** The card's name in each edition it is released in; an edition missing here is not released. */
  released: Partial<Record<Nation, string>>;
}

/** Which editions of the given cards are released (§2.17), with the name each edition gives the card. */
export async function releasedEditions(db: DbOrTx, ids: string[]): Promise<Map<string, EditionNames>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    en_name: string;
    en_ok: boolean;
    kr_name: string | null;
    kr_ok: boolean | null;
    jp_name: string | null;
    jp_ok: boolean | null;
  }>(
    db,
    sql`select e.id, e.name as en_name, e.is_available as en_ok, k.name as kr_name, k.is_available as kr_ok,
        j.name as jp_name, j.is_available as jp_ok
      from card_en e left join card_kr k on k.card_id = e.id left join card_jp j on j.card_id = e.id
      where e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((r) => {
      const released: EditionNames['released'] = {};
      if (r.en_ok) released.en = r.en_name;
      if (r.kr_ok) released.kr = r.kr_name ?? r.en_name;
      if (r.jp_ok) released.jp = r.jp_name ?? r.en_name;
      return [r.id, { id: r.id, released }];
    }),
  );
}

export async function insertPost(
  db: DbOrTx,
  values: { userId: string; title: string; content: string; images: string[] },
): Promise<number> {
  const [row] = await db.insert(tradePost).values(values).returning({ id: tradePost.id });
  return row!.id;
}

export async function updatePost(
  db: DbOrTx,
  id: number,
  values: { title: string; content: string; images: string[] },
): Promise<void> {
  await db
    .update(tradePost)
    .set({ ...values, updated: new Date() })
    .where(eq(tradePost.id, id));
}

export async function findPost(db: DbOrTx, id: number): Promise<TradePostRow | undefined> {
  const [row] = await db.select().from(tradePost).where(eq(tradePost.id, id)).limit(1);
  return row;
}

/**
 * The post, locked until the transaction ends: two writes of one post then run one after the other, and
 * the second reads the lines the first left (not the ones before it), so it refreshes the right cards.
 */
export async function lockPost(tx: Tx, id: number): Promise<TradePostRow | undefined> {
  const [row] = await tx.select().from(tradePost).where(eq(tradePost.id, id)).for('update');
  return row;
}

export async function deletePost(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tradePostView).where(eq(tradePostView.postId, id));
  await db.delete(tradePost).where(eq(tradePost.id, id));
}

export function listPostLines(db: DbOrTx, postId: number): Promise<TradePriceRow[]> {
  return db.select().from(tradePrice).where(eq(tradePrice.postId, postId)).orderBy(tradePrice.id);
}

export async function insertLines(db: DbOrTx, rows: TradePriceInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(tradePrice).values(rows);
}

export async function updateLine(db: DbOrTx, id: number, values: Partial<TradePriceInsert>): Promise<void> {
  await db.update(tradePrice).set(values).where(eq(tradePrice.id, id));
}

export async function deleteLines(db: DbOrTx, postId: number, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db
    .delete(tradePrice)
    .where(
      ids ? and(eq(tradePrice.postId, postId), inArray(tradePrice.id, ids)) : eq(tradePrice.postId, postId),
    );
}

/** A line of a user post (never an admin price, post_id 0). */
export async function findPostLine(db: DbOrTx, id: number): Promise<TradePriceRow | undefined> {
  const [row] = await db
    .select()
    .from(tradePrice)
    .where(and(eq(tradePrice.id, id), sql`${tradePrice.postId} <> 0`))
    .limit(1);
  return row;
}

const seoulTime = (column: string) => seoulDateTime(sql.raw(column));

export interface PostReadRow {
  id: number;
  title: string;
  content: string;
  images: string[];
  user_id: string;
  nickname: string;
  created: string;
  updated: string | null;
  view_count: number;
}

export async function readPost(db: DbOrTx, id: number): Promise<PostReadRow | undefined> {
  const [row] = await queryRows<PostReadRow>(
    db,
    sql`select t.id, t.title, t.content, t.images, t.user_id, coalesce(u.nickname, '') as nickname,
        ${seoulTime('t.created')} as created, ${seoulTime('t.updated')} as updated, t.view_count
      from trade_post t left join users u on u.user_id = t.user_id where t.id = ${id}`,
  );
  return row;
}

/**
 * Counts a view when this viewer has not viewed the post on `day`; older view rows of the post are
 * dropped on the way. Answers the view count.
 */
export async function countView(db: DbOrTx, postId: number, viewer: string, day: string): Promise<number> {
  await db.execute(sql`delete from trade_post_view where post_id = ${postId} and day < ${day}::date`);
  const fresh = await db
    .insert(tradePostView)
    .values({ postId, viewer, day })
    .onConflictDoNothing()
    .returning({ postId: tradePostView.postId });
  const [row] = fresh.length
    ? await db
        .update(tradePost)
        .set({ viewCount: sql`${tradePost.viewCount} + 1` })
        .where(eq(tradePost.id, postId))
        .returning({ viewCount: tradePost.viewCount })
    : await db.select({ viewCount: tradePost.viewCount }).from(tradePost).where(eq(tradePost.id, postId));
  return row?.viewCount ?? 0;
}

export interface PostListRow {
  id: number;
  title: string;
  user_id: string;
  nickname: string;
  created: string;
  view_count: number;
  line_count: number;
  sold_count: number;
  card_name: string;
  min_price: number;
  image: string | null;
  total: number;
}

/**
 * One page of posts, newest first; search matches the title or the name on any card line. The page's
 * posts are chosen first and only they get their lines summed; the total is counted on its own. Summing
 * every post's lines so that a window could count them made the first page take seconds once there were
 * tens of thousands of posts.
 */
export async function listPosts(
  db: DbOrTx,
  search: string,
  page: number,
  size: number,
): Promise<PostListRow[]> {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where: SQL = search
    ? sql`t.title ilike ${like} or exists (select 1 from trade_price s where s.post_id = t.id and s.card_name ilike ${like})`
    : sql`true`;
  return queryRows<PostListRow>(
    db,
    sql`with shown as (
        select t.id from trade_post t where (${where})
        order by t.created desc, t.id desc
        limit ${size} offset ${(page - 1) * size}
      ), counted as (
        select count(*)::int as total from trade_post t where (${where})
      )
      select t.id, t.title, t.user_id, coalesce(u.nickname, '') as nickname,
        ${seoulTime('t.created')} as created, t.view_count, l.line_count, l.sold_count,
        coalesce(l.card_name, '') as card_name, coalesce(l.min_price, 0) as min_price, t.images[1] as image,
        counted.total
      from shown join trade_post t on t.id = shown.id
      cross join counted
      left join users u on u.user_id = t.user_id
      left join lateral (
        select count(*)::int as line_count, count(*) filter (where p.state = '판매완료')::int as sold_count,
          min(p.card_price)::int as min_price, (array_agg(p.card_name order by p.id))[1] as card_name
        from trade_price p where p.post_id = t.id
      ) l on true
      order by t.created desc, t.id desc`,
  );
}

export interface LineItemRow {
  id: number;
  post_id: number;
  card_id: string;
  card_nation: Nation;
  card_name: string;
  card_state: string;
  grade_company: string | null;
  grade: number | null;
  card_price: number;
  card_created: string | null;
  card_sold: string | null;
  state: string;
  title: string;
  user_id: string;
  nickname: string;
  created: string;
  total: number;
}

/** Which card lines a list shows: of one edition, in one state, or those of one member (by nickname). */
export interface LineItemFilter {
  cardNation?: string | null;
  state?: string | null;
  nickname?: string;
  /** Only lines answering an open buy request of this member (the 구해요 rule of want-matches.ts). */
  wantedBy?: string;
}

function lineItemWhere({ cardNation, state, nickname, wantedBy }: LineItemFilter): SQL {
  return sql.join(
    [
      sql`true`,
      ...(cardNation ? [sql`p.card_nation = ${cardNation}`] : []),
      ...(state ? [sql`p.state = ${state}`] : []),
      ...(nickname === undefined
        ? []
        : [sql`t.user_id = (select user_id from users where nickname = ${nickname} limit 1)`]),
      ...(wantedBy === undefined
        ? []
        : [
            sql`exists (select 1 from trade_request r where r.user_id = ${wantedBy} and ${lineAnswersRequest()})`,
          ]),
    ],
    sql` and `,
  );
}

/** Card lines of user posts with their post, newest post first: the /trade card list and a member's trade log. */
export function listLineItems(
  db: DbOrTx,
  filter: LineItemFilter,
  page: number,
  size: number,
): Promise<LineItemRow[]> {
  const where = lineItemWhere(filter);
  return queryRows<LineItemRow>(
    db,
    sql`select p.id, p.post_id, p.card_id, p.card_nation, p.card_name, p.card_state, p.grade_company,
        p.grade::int as grade, p.card_price, p.card_created::text as card_created, p.card_sold::text as card_sold,
        p.state, t.title, t.user_id, coalesce(u.nickname, '') as nickname, ${seoulTime('t.created')} as created,
        count(*) over ()::int as total
      from trade_price p join trade_post t on t.id = p.post_id left join users u on u.user_id = t.user_id
      where p.post_id <> 0 and (${where})
      order by t.created desc, p.post_id desc, p.id
      limit ${size} offset ${(page - 1) * size}`,
  );
}
