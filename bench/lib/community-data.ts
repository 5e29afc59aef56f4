import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../apps/server/src/db/client';
import { rebuildRankStats } from '../../apps/server/src/repositories/rank-stats';

/**
 * Reviews, decks and collections for the ranking benchmark: 200,000 reviews from 20,000 members over
 * 20,000 cards (skewed like the trade data), 50,000 decks of 60 cards (15 different cards × 4), 100,000
 * collection rows. Kept between runs: generated only when missing; the ranking summary is rebuilt after.
 */
const BENCH_USER_PREFIX = 'bench-user-';

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row!.n;
}

export async function ensureCommunityData(
  db: Db,
  sizes = { reviews: 200_000, decks: 50_000, collections: 100_000, cards: 20_000, members: 20_000 },
): Promise<void> {
  const started = performance.now();
  const picked = sql`select id, (row_number() over (order by id) - 1)::int as n
    from card_en where is_available order by id limit ${sizes.cards}`;
  let changed = false;

  const reviews = await count(
    db,
    sql`select count(*)::int as n from card_review where user_id like ${BENCH_USER_PREFIX + '%'}`,
  );
  if (reviews < sizes.reviews) {
    changed = true;
    await db.execute(sql`delete from card_review where user_id like ${BENCH_USER_PREFIX + '%'}`);
    // One review per member, card and edition (the unique index): draws that collide are dropped, so draw extra.
    await db.execute(sql`
      with picked as (${picked}), draws as (
        select g, floor(${sizes.cards} * power(random(), 3))::int as n, random() as r_nation,
          random() as r_check, random() as r1, random() as r2, floor(random() * ${sizes.members})::int as member
        from generate_series(1, ${Math.round(sizes.reviews * 1.25)}) g
      )
      insert into card_review (card_id, text_nation, user_id, rate_perform_check, rate_perform,
        rate_collect_check, rate_collect, content, created)
      select c.id, case when d.r_nation < 0.6 then 'kr' when d.r_nation < 0.85 then 'en' else 'jp' end,
        ${BENCH_USER_PREFIX} || d.member, d.r_check < 0.8, case when d.r_check < 0.8 then floor(d.r1 * 11) / 2 else 0 end,
        d.r_check >= 0.2, case when d.r_check >= 0.2 then floor(d.r2 * 11) / 2 else 0 end,
        '벤치마크 리뷰 ' || d.g, now() - random() * interval '700 days'
      from draws d join picked c on c.n = d.n
      on conflict do nothing`);
  }

  const decks = await count(
    db,
    sql`select count(*)::int as n from deck where user_id like ${BENCH_USER_PREFIX + '%'}`,
  );
  if (decks < sizes.decks) {
    changed = true;
    await db.execute(sql`delete from deck where user_id like ${BENCH_USER_PREFIX + '%'}`);
    await db.execute(sql`
      insert into deck (user_id, title, deck_nation, pokemon_count, trainer_count, energy_count)
      select ${BENCH_USER_PREFIX} || (g % ${sizes.members}), '벤치마크 덱 ' || g,
        (array['kr', 'kr', 'en', 'jp'])[1 + g % 4], 20, 30, 10
      from generate_series(1, ${sizes.decks}) g`);
    await db.execute(sql`
      with picked as (${picked}), decks as (
        select id, deck_nation from deck where user_id like ${BENCH_USER_PREFIX + '%'}
      )
      insert into deck_card (deck_id, card_id, nation, amount)
      select d.id, c.id, d.deck_nation, 4
      from decks d cross join lateral (
        select distinct floor(${sizes.cards} * power(random(), 2))::int as n
        from generate_series(1, 15) s where d.id is not null
      ) x join picked c on c.n = x.n
      on conflict do nothing`);
  }

  const collections = await count(
    db,
    sql`select count(*)::int as n from collection where user_id like ${BENCH_USER_PREFIX + '%'}`,
  );
  if (collections < sizes.collections) {
    changed = true;
    await db.execute(sql`delete from collection where user_id like ${BENCH_USER_PREFIX + '%'}`);
    await db.execute(sql`
      with picked as (${picked}), draws as (
        select floor(random() * ${sizes.members})::int as member,
          floor(${sizes.cards} * power(random(), 2))::int as n, floor(random() * 4)::int as r_nation,
          1 + floor(random() * 4)::int as amount
        from generate_series(1, ${Math.round(sizes.collections * 1.1)}) g
      )
      insert into collection (user_id, card_id, nation, amount)
      select ${BENCH_USER_PREFIX} || d.member, c.id, (array['kr', 'kr', 'en', 'jp'])[1 + d.r_nation], d.amount
      from draws d join picked c on c.n = d.n
      on conflict do nothing`);
  }

  if (changed) {
    await rebuildRankStats(db);
    await db.execute(sql`analyze`);
    console.log(`community data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
