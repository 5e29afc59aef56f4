import { sql, type SQL } from 'drizzle-orm';
import { tradeCalls, type TradePost } from '@carddogam/contract/calls/trade';
import { queryRows, type Db } from '../../apps/server/src/db/client';
import type { Catalogue } from './mix-catalogue';
import { HttpClient } from './mix-http';
import { lineKey, sameLines, type Ledger } from './mix-ledger';

/**
 * The checks after the mixed load. Acknowledged writes: every review, trade post, collection add, deck
 * like and card view the server answered 2xx is there with the values of its last acknowledged write.
 * Maintained counters: card_rank_stats equals a recount from card_review, trade_price, deck_card and
 * collection; deck like and rating counts equal their rows; view counters grew exactly by the view rows
 * they logged; every member's point balance equals the sum of their point ledger.
 */

export interface Check {
  name: string;
  checked: number;
  failed: number;
  /** Left out: the load saw no answer to one of their writes, so their outcome is not known. */
  skipped: number;
  examples: string[];
}

const inList = (values: Array<string | number>): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function inChunks<T, R>(items: T[], size: number, f: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await f(items.slice(i, i + size))));
  return out;
}

function check(name: string): Check {
  return { name, checked: 0, failed: 0, skipped: 0, examples: [] };
}

function fail(c: Check, example: string): void {
  c.failed += 1;
  if (c.examples.length < 5) c.examples.push(example);
}

/** The ranking figures recounted from their rows, the same definitions as card_rank_stats (decision 013). */
const RANK_RECOUNT = sql`
  with r as (
    select card_id, text_nation as nation,
      count(*) filter (where rate_perform_check or rate_collect_check)::int as total_count,
      coalesce((coalesce(sum(rate_perform) filter (where rate_perform_check), 0)
        + coalesce(sum(rate_collect) filter (where rate_collect_check), 0))
        / nullif(count(*) filter (where rate_perform_check) + count(*) filter (where rate_collect_check), 0), 0)
        as total_avg,
      coalesce(avg(rate_perform) filter (where rate_perform_check), 0) as perform_avg,
      count(*) filter (where rate_perform_check)::int as perform_count,
      coalesce(avg(rate_collect) filter (where rate_collect_check), 0) as collect_avg,
      count(*) filter (where rate_collect_check)::int as collect_count
    from card_review group by 1, 2
  ), p as (
    select card_id, card_nation as nation,
      coalesce(avg(card_price) filter (where card_price > 0), 0) as avg_price,
      coalesce(max(card_price), 0)::int as max_price, count(*)::int as price_count
    from trade_price group by 1, 2
  ), d as (
    select card_id, nation, count(distinct deck_id)::int as deck_total_count, sum(amount)::int as deck_total_amount
    from deck_card group by 1, 2
  ), c as (
    select card_id, nation, sum(amount)::int as collection_total_amount from collection group by 1, 2
  ), k as (
    select card_id, nation from r union select card_id, nation from p
    union select card_id, nation from d union select card_id, nation from c
  )
  select k.card_id, k.nation, coalesce(r.total_count, 0) as total_count, coalesce(r.total_avg, 0) as total_avg,
    coalesce(r.perform_avg, 0) as perform_avg, coalesce(r.perform_count, 0) as perform_count,
    coalesce(r.collect_avg, 0) as collect_avg, coalesce(r.collect_count, 0) as collect_count,
    coalesce(p.avg_price, 0) as avg_price, coalesce(p.max_price, 0) as max_price,
    coalesce(p.price_count, 0) as price_count, coalesce(d.deck_total_count, 0) as deck_total_count,
    coalesce(d.deck_total_amount, 0) as deck_total_amount,
    coalesce(c.collection_total_amount, 0) as collection_total_amount
  from k
  left join r on r.card_id = k.card_id and r.nation = k.nation
  left join p on p.card_id = k.card_id and p.nation = k.nation
  left join d on d.card_id = k.card_id and d.nation = k.nation
  left join c on c.card_id = k.card_id and c.nation = k.nation`;

const RANK_COLUMNS = [
  'total_count',
  'total_avg',
  'perform_avg',
  'perform_count',
  'collect_avg',
  'collect_count',
  'avg_price',
  'max_price',
  'price_count',
  'deck_total_count',
  'deck_total_amount',
  'collection_total_amount',
];

/** Counters that must always equal a recount of their rows. */
export async function counterChecks(db: Db): Promise<Check[]> {
  const rank = check('card_rank_stats = recount from reviews, prices, deck cards, collections');
  const differs = sql.join(
    RANK_COLUMNS.map(
      (col) =>
        sql`abs(s.${sql.raw(col)}::float8 - x.${sql.raw(col)}::float8) > 1e-4 * greatest(1, abs(x.${sql.raw(col)}::float8))`,
    ),
    sql` or `,
  );
  const [totals] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from card_rank_stats`);
  const rankRows = await queryRows<{
    card_id: string;
    nation: string;
    stored: Record<string, number> | null;
    recount: Record<string, number> | null;
  }>(
    db,
    sql`with x as (${RANK_RECOUNT})
      select coalesce(s.card_id, x.card_id) as card_id, coalesce(s.nation, x.nation) as nation,
        to_jsonb(s) as stored, to_jsonb(x) as recount
      from card_rank_stats s full join x on x.card_id = s.card_id and x.nation = s.nation
      where s.card_id is null or x.card_id is null or ${differs}`,
  );
  rank.checked = totals!.n;
  for (const r of rankRows) {
    const diff = !r.stored
      ? 'missing'
      : !r.recount
        ? 'row without any reviews, prices, decks or collections'
        : RANK_COLUMNS.filter(
            (c) =>
              Math.abs(Number(r.stored![c]) - Number(r.recount![c])) >
              1e-4 * Math.max(1, Math.abs(Number(r.recount![c]))),
          )
            .map((c) => `${c} ${r.stored![c]} ≠ ${r.recount![c]}`)
            .join(', ');
    fail(rank, `${r.card_id}/${r.nation}: ${diff}`);
  }

  const likes = check('deck.like_count = deck_like rows');
  const likeRows = await queryRows<{ id: number; like_count: number; n: number }>(
    db,
    sql`select d.id, d.like_count, count(l.deck_id)::int as n from deck d left join deck_like l on l.deck_id = d.id
      group by d.id having d.like_count <> count(l.deck_id)`,
  );
  const ratings = check('deck.rating_count = deck_rating rows');
  const ratingRows = await queryRows<{ id: number; rating_count: number; n: number }>(
    db,
    sql`select d.id, d.rating_count, count(r.deck_id)::int as n from deck d left join deck_rating r on r.deck_id = d.id
      group by d.id having d.rating_count <> count(r.deck_id)`,
  );
  const [decks] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from deck`);
  likes.checked = ratings.checked = decks!.n;
  for (const r of likeRows) fail(likes, `deck ${r.id}: like_count ${r.like_count}, ${r.n} likes`);
  for (const r of ratingRows) fail(ratings, `deck ${r.id}: rating_count ${r.rating_count}, ${r.n} ratings`);

  const points = check('users.point = sum of point_record, every member');
  const pointRows = await queryRows<{ user_id: string; point: number; ledger: number }>(
    db,
    sql`select u.user_id, u.point, coalesce(p.total, 0)::int as ledger from users u
      left join (select user_id, sum(amount) as total from point_record group by 1) p on p.user_id = u.user_id
      where u.point <> coalesce(p.total, 0)`,
  );
  const [users] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  points.checked = users!.n;
  for (const r of pointRows) fail(points, `${r.user_id}: balance ${r.point}, ledger sum ${r.ledger}`);
  return [rank, likes, ratings, points];
}

/** View counters and view rows before the run, to compare their growth afterwards. */
export interface ViewSnapshot {
  cardViews: Map<string, number>;
  decks: Map<number, { count: number; rows: number }>;
  posts: Map<number, { count: number; rows: number }>;
  koreanDay: string;
  utcDay: string;
}

async function days(db: Db): Promise<{ korean: string; utc: string }> {
  const [row] = await queryRows<{ korean: string; utc: string }>(
    db,
    sql`select ((now() at time zone 'Asia/Seoul')::date)::text as korean, ((now() at time zone 'UTC')::date)::text as utc`,
  );
  return row!;
}

async function deckViews(db: Db, ids: number[], day: string) {
  if (ids.length === 0) return new Map<number, { count: number; rows: number }>();
  const rows = await inChunks(ids, 5000, (chunk) =>
    queryRows<{ id: number; count: number; rows: number }>(
      db,
      sql`select d.id, d.view_count as count,
        (select count(*)::int from deck_view v where v.deck_id = d.id and v.day = ${day}::date) as rows
        from deck d where d.id in (${inList(chunk)})`,
    ),
  );
  return new Map(rows.map((r) => [r.id, { count: r.count, rows: r.rows }]));
}

async function postViews(db: Db, ids: number[], day: string) {
  if (ids.length === 0) return new Map<number, { count: number; rows: number }>();
  const rows = await inChunks(ids, 5000, (chunk) =>
    queryRows<{ id: number; count: number; rows: number }>(
      db,
      sql`select p.id, p.view_count as count,
        (select count(*)::int from trade_post_view v where v.post_id = p.id and v.day = ${day}::date) as rows
        from trade_post p where p.id in (${inList(chunk)})`,
    ),
  );
  return new Map(rows.map((r) => [r.id, { count: r.count, rows: r.rows }]));
}

export async function snapshotViews(db: Db, cat: Catalogue): Promise<ViewSnapshot> {
  const day = await days(db);
  const cardViews = new Map(
    (
      await queryRows<{ card_id: string; view_count: number }>(
        db,
        sql`select card_id, view_count from card_view_count`,
      )
    ).map((r) => [r.card_id, r.view_count]),
  );
  return {
    cardViews,
    decks: await deckViews(db, cat.likeDecks, day.korean),
    posts: await postViews(db, cat.tradePosts, day.utc),
    koreanDay: day.korean,
    utcDay: day.utc,
  };
}

/** Every acknowledged trade post read back through the API, with the lines of its last acknowledged write. */
export async function readBackPosts(url: string, ledger: Ledger, headers: Record<string, string>) {
  const c = check('acknowledged trade posts readable through the API, with their lines');
  const http = new HttpClient(url, { sockets: 8, timeoutMs: 30_000 });
  const ids = [...ledger.posts].filter(([, r]) => r.acknowledged);
  c.skipped = ids.filter(([, r]) => r.ambiguous).length + ledger.ambiguousPostInserts;
  const todo = ids.filter(([, r]) => !r.ambiguous);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < todo.length) {
        const [id, record] = todo[next++]!;
        c.checked += 1;
        const answer = await http.post(tradeCalls.read.path, { id }, headers);
        if (answer.status !== 200) {
          fail(c, `post ${id}: ${answer.status || answer.error} ${answer.body.slice(0, 120)}`);
          continue;
        }
        const lines = (JSON.parse(answer.body) as TradePost).lines.map(lineKey);
        if (record.expected && !sameLines(record.expected, lines))
          fail(c, `post ${id}: lines [${lines.join('; ')}], last write [${record.expected.join('; ')}]`);
      }
    }),
  );
  http.close();
  return c;
}

/** The acknowledged writes, checked in the database after the server has stopped. */
export async function writeChecks(db: Db, ledger: Ledger, before: ViewSnapshot): Promise<Check[]> {
  const reviews = check('acknowledged reviews exist with their last acknowledged ratings');
  const acked = [...ledger.reviews].filter(([, r]) => r.acknowledged);
  reviews.skipped = acked.filter(([, r]) => r.ambiguous).length + ledger.ambiguousReviewInserts;
  const todo = acked.filter(([, r]) => !r.ambiguous);
  const stored = new Map(
    (
      await inChunks(todo, 5000, (chunk) =>
        queryRows<{
          id: number;
          user_id: string;
          card_id: string;
          text_nation: string;
          rate_perform_check: boolean;
          rate_perform: number;
          rate_collect_check: boolean;
          rate_collect: number;
          content: string;
        }>(
          db,
          sql`select id, user_id, card_id, text_nation, rate_perform_check, rate_perform::float8 as rate_perform,
            rate_collect_check, rate_collect::float8 as rate_collect, content
            from card_review where id in (${inList(chunk.map(([id]) => id))})`,
        ),
      )
    ).map((r) => [r.id, r]),
  );
  for (const [id, r] of todo) {
    reviews.checked += 1;
    const row = stored.get(id);
    if (!row) {
      fail(reviews, `review ${id} (${r.userId}, ${r.cardId}/${r.nation}) is missing`);
      continue;
    }
    const want = r.last!;
    const same =
      row.user_id === r.userId &&
      row.card_id === r.cardId &&
      row.text_nation === r.nation &&
      row.rate_perform_check === want.rate_perform_check &&
      row.rate_perform === want.rate_perform &&
      row.rate_collect_check === want.rate_collect_check &&
      row.rate_collect === want.rate_collect &&
      row.content === want.content;
    if (!same)
      fail(reviews, `review ${id}: stored ${JSON.stringify(row)}, last write ${JSON.stringify(want)}`);
  }

  const points = check('review points: each member was paid once per review (ledger = points of reviews)');
  const memberIds = [...new Set([...ledger.reviews.values()].map((r) => r.userId))];
  if (memberIds.length > 0) {
    const rows = await queryRows<{ user_id: string; paid: number; earned: number }>(
      db,
      sql`select u.user_id,
          coalesce((select sum(amount) from point_record p where p.user_id = u.user_id
            and p.menu = '카드랭킹' and p.activity = '카드 리뷰 쓰기'), 0)::int as paid,
          coalesce((select sum(points_awarded) from card_review r where r.user_id = u.user_id), 0)::int as earned
        from users u where u.user_id in (${inList(memberIds)})`,
    );
    for (const r of rows) {
      points.checked += 1;
      if (r.paid !== r.earned) fail(points, `${r.user_id}: ledger ${r.paid}, reviews earned ${r.earned}`);
    }
  }

  const books = check('collection amounts = amount before + acknowledged adds');
  const added = [...ledger.collections].filter(([, r]) => r.added > 0 || r.ambiguous);
  books.skipped = added.filter(([, r]) => r.ambiguous).length;
  const bookTodo = added.filter(([, r]) => !r.ambiguous);
  const amounts = new Map<string, number>();
  for (const chunk of chunked(bookTodo, 2000)) {
    const rows = await queryRows<{ user_id: string; card_id: string; nation: string; amount: number }>(
      db,
      sql`select user_id, card_id, nation, amount from collection
        where (user_id, card_id, nation) in (${sql.join(
          chunk.map(([key]) => {
            const [u, c, n] = key.split('|');
            return sql`(${u}, ${c}, ${n})`;
          }),
          sql`, `,
        )})`,
    );
    for (const r of rows) amounts.set(ledger.collectionKey(r.user_id, r.card_id, r.nation), r.amount);
  }
  for (const [key, r] of bookTodo) {
    books.checked += 1;
    const amount = amounts.get(key) ?? 0;
    if (amount !== r.initial + r.added) fail(books, `${key}: ${amount}, expected ${r.initial} + ${r.added}`);
  }

  const likes = check('deck likes: liked state = state before, toggled by each acknowledged like call');
  const toggled = [...ledger.likes].filter(([, r]) => r.toggles > 0 || r.ambiguous);
  likes.skipped = toggled.filter(([, r]) => r.ambiguous).length;
  const likeTodo = toggled.filter(([, r]) => !r.ambiguous);
  const liked = new Set<string>();
  for (const chunk of chunked(likeTodo, 2000)) {
    const rows = await queryRows<{ user_id: string; deck_id: number }>(
      db,
      sql`select user_id, deck_id from deck_like where (user_id, deck_id) in (${sql.join(
        chunk.map(([key]) => {
          const [u, d] = key.split('|');
          return sql`(${u}, ${Number(d)})`;
        }),
        sql`, `,
      )})`,
    );
    for (const r of rows) liked.add(ledger.likeKey(r.user_id, r.deck_id));
  }
  for (const [key, r] of likeTodo) {
    likes.checked += 1;
    const want = r.initial !== (r.toggles % 2 === 1);
    if (liked.has(key) !== want || r.last !== want)
      fail(
        likes,
        `${key}: liked ${liked.has(key)}, before ${r.initial}, ${r.toggles} toggles, last answer ${r.last}`,
      );
  }

  const cardViews = check('card view counts = count before + acknowledged view calls');
  const viewed = [...ledger.cardViews].filter(([, r]) => r.added > 0 || r.ambiguous);
  cardViews.skipped = viewed.filter(([, r]) => r.ambiguous).length;
  const viewTodo = viewed.filter(([, r]) => !r.ambiguous);
  const counts = new Map<string, number>();
  for (const chunk of chunked(viewTodo, 5000)) {
    const rows = await queryRows<{ card_id: string; view_count: number }>(
      db,
      sql`select card_id, view_count from card_view_count where card_id in (${inList(chunk.map(([id]) => id))})`,
    );
    for (const r of rows) counts.set(r.card_id, r.view_count);
  }
  for (const [cardId, r] of viewTodo) {
    cardViews.checked += 1;
    const want = (before.cardViews.get(cardId) ?? 0) + r.added;
    if ((counts.get(cardId) ?? 0) !== want)
      fail(cardViews, `${cardId}: ${counts.get(cardId) ?? 0}, expected ${want}`);
  }

  const now = await days(db);
  const deckCheck = check("deck.view_count grew by the day's new deck_view rows");
  if (now.korean !== before.koreanDay) deckCheck.skipped = ledger.viewedDecks.size;
  else {
    const after = await deckViews(db, [...ledger.viewedDecks], now.korean);
    for (const id of ledger.viewedDecks) {
      deckCheck.checked += 1;
      const b = before.decks.get(id) ?? { count: 0, rows: 0 };
      const a = after.get(id) ?? { count: 0, rows: 0 };
      if (a.count - b.count !== a.rows - b.rows)
        fail(deckCheck, `deck ${id}: view_count +${a.count - b.count}, view rows +${a.rows - b.rows}`);
    }
  }
  const postCheck = check("trade_post.view_count grew by the day's new trade_post_view rows");
  if (now.utc !== before.utcDay) postCheck.skipped = ledger.viewedPosts.size;
  else {
    const after = await postViews(db, [...ledger.viewedPosts], now.utc);
    for (const id of ledger.viewedPosts) {
      postCheck.checked += 1;
      const b = before.posts.get(id) ?? { count: 0, rows: 0 };
      const a = after.get(id) ?? { count: 0, rows: 0 };
      if (a.count - b.count !== a.rows - b.rows)
        fail(postCheck, `post ${id}: view_count +${a.count - b.count}, view rows +${a.rows - b.rows}`);
    }
  }

  const reads = check("owners' reads of their trade posts showed their last acknowledged write");
  reads.checked = ledger.readChecks;
  for (const m of ledger.readMismatches) fail(reads, m);
  return [reviews, points, books, likes, cardViews, deckCheck, postCheck, reads];
}

function chunked<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
