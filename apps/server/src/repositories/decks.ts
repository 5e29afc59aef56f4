import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DeckCardView, DeckSearch } from '@carddogam/contract/calls/decks';
import { energyTypeOf } from '@carddogam/contract/decks/deck-rules';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { queryRowsPrepared } from '../db/prepared';
import { deck, deckCard, deckLike, deckRating, deckView } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

/** Deck recipes: the rows, their cards, likes, ratings and daily views (decision 015). */

export type DeckRow = typeof deck.$inferSelect;
export type DeckInsert = typeof deck.$inferInsert;

/** A deck list row before the presenter: type_counts holds 'Fire:8' entries. */
export interface DeckItemRow {
  id: number;
  title: string;
  created: string;
  tag: string;
  regulation_group: string;
  season: string;
  deck_nation: Nation;
  pokemon_count: number;
  trainer_count: number;
  energy_count: number;
  view_count: number;
  like_count: number;
  copy_count: number;
  status: '공개' | '비공개';
  rating_avg: number;
  rating_count: number;
  writer: string;
  writer_nickname: string;
  type_counts: string[];
  image_kr: string | null;
  image_en: string | null;
  image_jp: string | null;
}

const ITEM_COLUMNS = sql`d.id, d.title,
  ${seoulDateTime(sql`d.created`)} as created,
  array_to_string(d.tag, ',') as tag, d.regulation_group, coalesce(d.season, '') as season, d.deck_nation,
  d.pokemon_count::int as pokemon_count, d.trainer_count::int as trainer_count,
  d.energy_count::int as energy_count, d.view_count, d.like_count, d.copy_count, d.status,
  round(d.rating_avg::numeric, 2)::float8 as rating_avg, d.rating_count, d.user_id as writer,
  coalesce(u.nickname, '탈퇴한 회원') as writer_nickname, d.types as type_counts,
  s.image_kr, s.image_en, s.image_jp`;
const ITEM_FROM = sql`from deck d left join users u on u.user_id = d.user_id
  left join card_search s on s.card_id = d.image`;

interface CardFactRow {
  card_id: string;
  supertype: string;
  subtypes: string[];
  types: string[];
  name_en: string;
  name_kr: string | null;
  name_jp: string | null;
  set_code: string;
  number: string;
  image_kr: string | null;
  image_en: string | null;
  image_jp: string | null;
}

const toView = (r: CardFactRow, amount: number): DeckCardView => ({
  card_id: r.card_id,
  amount,
  supertype: r.supertype,
  name_en: r.name_en,
  name_kr: r.name_kr,
  name_jp: r.name_jp,
  basic_energy: r.supertype === 'Energy' && r.subtypes.includes('Basic'),
  energy_type: energyTypeOf({ supertype: r.supertype, types: r.types, name_en: r.name_en }),
  set_code: r.set_code,
  number: r.number,
  image_kr: r.image_kr,
  image_en: r.image_en,
  image_jp: r.image_jp,
});

const CARD_FACTS = sql`select e.id as card_id, e.supertype, e.subtypes, e.types, e.name as name_en,
    s.name_kr, s.name_jp, coalesce(nullif(cs.ptcgl_code, ''), nullif(cs.ptcgo_code, ''), e.set_id, '') as set_code, e.number,
    s.image_kr, s.image_en, s.image_jp
  from card_en e
  left join card_search s on s.card_id = e.id
  left join card_set cs on cs.nation = 'en' and cs.code = e.set_id`;

/** The cards of the given ids that exist, with what the rules and the screens need; amounts are 0. */
export async function cardFacts(db: DbOrTx, ids: readonly string[]): Promise<Map<string, DeckCardView>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<CardFactRow>(
    db,
    sql`${CARD_FACTS} where e.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.card_id, toView(r, 0)]));
}

/** Identifies a deck list line's printing: the set code and the number as written. */
export const printingKey = (setCode: string, number: string) => `${setCode}\u0000${number}`;

/**
 * The cards deck list lines name, in one statement: by the online game's set code (staff's PTCGL code
 * before the source's), else by the catalogue set id (which the export writes for sets without a code);
 * the number as printed or without leading zeros. Answers printingKey → card for the printings found.
 */
export async function findCardsBySetNumbers(
  db: DbOrTx,
  lines: readonly { setCode: string; number: string }[],
): Promise<Map<string, DeckCardView>> {
  const wanted = [...new Map(lines.map((l) => [printingKey(l.setCode, l.number), l])).values()];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<CardFactRow & { want_set: string; want_number: string }>(
    db,
    sql`select w.set_code as want_set, w.number as want_number, f.*
      from unnest(${arrayParam(
        wanted.map((l) => l.setCode),
        'text',
      )}, ${arrayParam(
        wanted.map((l) => l.number),
        'text',
      )}) as w(set_code, number)
      cross join lateral (${CARD_FACTS}
        where e.set_id in (select code from card_set where nation = 'en'
            and (upper(coalesce(nullif(ptcgl_code, ''), ptcgo_code)) = upper(w.set_code) or code = w.set_code))
          and (e.number = w.number or ltrim(e.number, '0') = ltrim(w.number, '0'))
        order by (coalesce(nullif(cs.ptcgl_code, ''), cs.ptcgo_code) = w.set_code) desc nulls last, e.id limit 1) f`,
  );
  return new Map(rows.map((r) => [printingKey(r.want_set, r.want_number), toView(r, 0)]));
}

export async function findDeck(db: DbOrTx, id: number): Promise<DeckRow | undefined> {
  const [row] = await db.select().from(deck).where(eq(deck.id, id)).limit(1);
  return row;
}

/**
 * A deck's writer and status, all that its privacy rule (§6) needs, as a prepared statement: for calls that
 * check the rule and then read something else of the deck (its value), not its text.
 */
export async function findDeckVisibility(
  db: DbOrTx,
  id: number,
): Promise<{ writer: string; status: string } | undefined> {
  const [row] = await queryRowsPrepared<{ writer: string; status: string }>(
    db,
    'deck_visibility',
    sql`select user_id as writer, status from deck where id = ${id}`,
  );
  return row;
}

export async function findDeckItem(db: DbOrTx, id: number): Promise<DeckItemRow | undefined> {
  const [row] = await queryRows<DeckItemRow>(db, sql`select ${ITEM_COLUMNS} ${ITEM_FROM} where d.id = ${id}`);
  return row;
}

/**
 * Locks a deck's row until the transaction ends, so the deck's cards and ratings the transaction reads
 * next cannot be changed by another write of the same deck before it commits; false when there is no such
 * deck (any more). 'update' for a delete; 'no key update' otherwise, which does not block the key-share
 * lock that inserting a like, rating or card row of the deck takes.
 */
export async function lockDeck(tx: Tx, id: number, strength: 'update' | 'no key update'): Promise<boolean> {
  const rows = await tx.select({ id: deck.id }).from(deck).where(eq(deck.id, id)).for(strength);
  return rows.length > 0;
}

export async function insertDeck(db: DbOrTx, values: DeckInsert): Promise<number> {
  const [row] = await db.insert(deck).values(values).returning({ id: deck.id });
  return row!.id;
}

export async function updateDeck(db: DbOrTx, id: number, values: Partial<DeckInsert>): Promise<void> {
  await db.update(deck).set(values).where(eq(deck.id, id));
}

export async function deleteDeck(db: DbOrTx, id: number): Promise<void> {
  await db.delete(deck).where(eq(deck.id, id));
}

export async function increaseCopyCount(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(deck)
    .set({ copyCount: sql`${deck.copyCount} + 1` })
    .where(eq(deck.id, id));
}

/** The deck's cards as stored, in the deck's order. */
export async function deckCardRows(db: DbOrTx, deckId: number) {
  return db
    .select({ cardId: deckCard.cardId, nation: deckCard.nation, amount: deckCard.amount })
    .from(deckCard)
    .where(eq(deckCard.deckId, deckId))
    .orderBy(deckCard.position);
}

export async function replaceDeckCards(
  db: DbOrTx,
  deckId: number,
  nation: Nation,
  cards: ReadonlyArray<{ card_id: string; amount: number }>,
): Promise<void> {
  await db.delete(deckCard).where(eq(deckCard.deckId, deckId));
  if (cards.length === 0) return;
  await db
    .insert(deckCard)
    .values(cards.map((c, position) => ({ deckId, cardId: c.card_id, nation, amount: c.amount, position })));
}

/** The reader's like and rating of a deck. */
export async function readerMarks(db: DbOrTx, deckId: number, userId: string) {
  const [row] = await queryRows<{ liked: boolean; rating: number | null }>(
    db,
    sql`select exists (select 1 from deck_like where deck_id = ${deckId} and user_id = ${userId}) as liked,
      (select rating::float8 from deck_rating where deck_id = ${deckId} and user_id = ${userId}) as rating`,
  );
  return { liked: row?.liked ?? false, rating: row?.rating ?? null };
}

/**
 * Adds or takes back a member's like and keeps like_count equal to the likes; answers the new state.
 * The count moves by one in a single statement for the row that really went in or out: a recount here
 * would not see the likes of members liking at the same moment and would overwrite theirs.
 */
export async function toggleLike(db: DbOrTx, deckId: number, userId: string) {
  const removed = await db
    .delete(deckLike)
    .where(and(eq(deckLike.deckId, deckId), eq(deckLike.userId, userId)))
    .returning({ deckId: deckLike.deckId });
  const added =
    removed.length > 0
      ? []
      : await db
          .insert(deckLike)
          .values({ deckId, userId })
          .onConflictDoNothing()
          .returning({ deckId: deckLike.deckId });
  const [row] = await db
    .update(deck)
    .set({ likeCount: sql`${deck.likeCount} + ${added.length - removed.length}` })
    .where(eq(deck.id, deckId))
    .returning({ likeCount: deck.likeCount });
  return { liked: removed.length === 0, like_count: row!.likeCount };
}

/**
 * A member's rating replaces their earlier one; the deck keeps the average and count of all ratings. The
 * deck row is locked first, so the recount below starts after every earlier rating of the deck committed
 * and sees it (under READ COMMITTED each statement sees what committed before it began).
 */
export async function upsertRating(db: Tx, deckId: number, userId: string, rating: number) {
  await lockDeck(db, deckId, 'no key update');
  await db
    .insert(deckRating)
    .values({ deckId, userId, rating })
    .onConflictDoUpdate({
      target: [deckRating.deckId, deckRating.userId],
      set: { rating, created: new Date() },
    });
  const [row] = await queryRows<{ rating_avg: number; rating_count: number }>(
    db,
    sql`update deck set
        rating_avg = (select coalesce(avg(rating), 0) from deck_rating where deck_id = ${deckId}),
        rating_count = (select count(*)::int from deck_rating where deck_id = ${deckId})
      where id = ${deckId}
      returning round(rating_avg::numeric, 2)::float8 as rating_avg, rating_count`,
  );
  return row!;
}

/**
 * Counts a view once per viewer and Korean day; answers the deck's view count. Rows of earlier days are
 * dropped on the way, so the table holds about one day of views.
 */
export async function recordView(db: DbOrTx, deckId: number, viewer: string): Promise<number> {
  const today = sql`(now() at time zone 'Asia/Seoul')::date`;
  const inserted = await queryRows<{ deck_id: number }>(
    db,
    sql`insert into deck_view (deck_id, viewer, day) values (${deckId}, ${viewer}, ${today})
      on conflict do nothing returning deck_id`,
  );
  if (inserted.length > 0) {
    await db.delete(deckView).where(sql`${deckView.day} < ${today}`);
    const [row] = await db
      .update(deck)
      .set({ viewCount: sql`${deck.viewCount} + 1` })
      .where(eq(deck.id, deckId))
      .returning({ viewCount: deck.viewCount });
    return row?.viewCount ?? 0;
  }
  const [row] = await db.select({ viewCount: deck.viewCount }).from(deck).where(eq(deck.id, deckId));
  return row?.viewCount ?? 0;
}

// NULLS LAST as in deck_status_created_idx, so the newest-first page reads that index in order.
const SORT: Record<NonNullable<DeckSearch['sort']>, SQL> = {
  최신순: sql`d.created desc nulls last, d.id desc nulls last`,
  조회순: sql`d.view_count desc, d.id desc`,
  좋아요순: sql`d.like_count desc, d.id desc`,
  평점순: sql`d.rating_avg desc, d.rating_count desc, d.id desc`,
};

export interface DeckListQuery extends Required<DeckSearch> {
  /** The member who asks: their own private decks are listed too. */
  viewer: string | null;
  publicOnly?: boolean;
  limit: number;
  offset: number;
}

/** The search conditions apart from visibility. */
function searchConditions(q: DeckListQuery, use: 'count' | 'page'): SQL[] {
  const where: SQL[] = [];
  if (q.regulation_group !== '전체') where.push(sql`d.regulation_group = ${q.regulation_group}`);
  if (q.tag) where.push(sql`d.tag @> array[${q.tag}]::text[]`);
  if (q.season) where.push(sql`d.season = ${q.season}`);
  const text = q.text;
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (q.search_type === '제목') where.push(sql`d.title ilike ${like}`);
    else if (q.search_type === '작성자')
      where.push(sql`(d.user_id = ${text} or exists (select 1 from users w where w.user_id = d.user_id
        and w.nickname ilike ${like}))`);
    else if (q.search_type === '태그') where.push(sql`d.tag @> array[${text}]::text[]`);
    // A count reads the deck ids from the deck_card (card_id, deck_id) index and then the decks by key:
    // a card in thousands of decks costs thousands of key lookups, never a scan of every deck. A page is
    // a semi-join the planner can drive from either side: for a popular card it walks the newest decks
    // and stops at the first few that hold it (decision 015, bench/decks.ts).
    else if (use === 'count')
      where.push(sql`d.id = any(array(select deck_id from deck_card where card_id = ${text}))`);
    else where.push(sql`d.id in (select deck_id from deck_card where card_id = ${text})`);
  }
  return where;
}

/**
 * The visibility branches: public decks, and the viewer's own private ones. Each branch is searched on
 * its own (public decks by deck_status_created_idx, the viewer's by deck_user_idx) and the two are added
 * together, which an 'or' across both would not allow.
 */
function branches(q: DeckListQuery, use: 'count' | 'page'): SQL[] {
  const rest = searchConditions(q, use);
  const all = (first: SQL) => sql.join([first, ...rest], sql` and `);
  const list = [all(sql`d.status = '공개'`)];
  if (q.viewer && !q.publicOnly) list.push(all(sql`d.status = '비공개' and d.user_id = ${q.viewer}`));
  return list;
}

/** The count and page statements of a deck search; exported so the benchmark can EXPLAIN them. */
export function deckListStatements(q: DeckListQuery): { count: SQL; page: SQL } {
  const window = q.limit + q.offset;
  const picked = sql.join(
    branches(q, 'page').map(
      (where) => sql`(select d.id from deck d where ${where} order by ${SORT[q.sort]} limit ${window})`,
    ),
    sql` union all `,
  );
  return {
    count: sql`select (${sql.join(
      branches(q, 'count').map((where) => sql`(select count(*) from deck d where ${where})`),
      sql` + `,
    )})::int as n`,
    page: sql`select ${ITEM_COLUMNS} ${ITEM_FROM} where d.id in (${picked})
      order by ${SORT[q.sort]} limit ${q.limit} offset ${q.offset}`,
  };
}

export async function listDecks(
  db: DbOrTx,
  q: DeckListQuery,
): Promise<{ total: number; items: DeckItemRow[] }> {
  const statements = deckListStatements(q);
  const [count] = await queryRows<{ n: number }>(db, statements.count);
  const total = count?.n ?? 0;
  if (total === 0 || q.offset >= total) return { total, items: [] };
  return { total, items: await queryRows<DeckItemRow>(db, statements.page) };
}

/** The cards of a deck with their details, in the deck's order. */
export async function deckCardViews(db: DbOrTx, deckId: number): Promise<DeckCardView[]> {
  const rows = await queryRows<CardFactRow & { amount: number }>(
    db,
    sql`select dc.amount::int as amount, f.* from deck_card dc
      join lateral (${CARD_FACTS} where e.id = dc.card_id) f on true
      where dc.deck_id = ${deckId} order by dc.position, dc.card_id`,
  );
  return rows.map((r) => toView(r, r.amount));
}
