import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { rebuildRankRollup } from '../../apps/server/src/repositories/deck-rank-rollup';

/**
 * Official events for the deck-rank benchmark, written with set-based SQL: 5,000 events over five years
 * (40 standings each, so 200,000 standings), 20,000 players, 30 archetypes with a skewed popularity and
 * 10 % of lists untagged, and 12 decklist lines per standing (2,400,000 rows) drawn from 400 card ids.
 */
export const EVENTS = 5_000;
export const PER_EVENT = 40;
export const FIRST_DAY = '2022-01-01';
export const DAYS = 1_790;
const PLAYERS = 20_000;
const ARCHETYPES = 30;
const CARD_LINES = 12;
const CARD_IDS = 400;

export async function seedDeckRankData(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into deck_archetype (name_kr, name_en, key_card_name, priority)
    select '덱 ' || g, 'Deck ' || g, 'Key Card ' || g, g % 5 from generate_series(1, ${ARCHETYPES}) g;
    insert into official_player (name, name_key)
    select 'Player ' || g, 'player' || g from generate_series(1, ${PLAYERS}) g;
    insert into official_league (name, type_id, event_date, division, player_count)
    select '대회 ' || g, (select min(id) from official_league_type) + g % 5,
      date '${FIRST_DAY}' + (g * 7919) % ${DAYS},
      (array['Master', 'Senior', 'Junior', 'All ages'])[1 + g % 4], ${PER_EVENT}
    from generate_series(1, ${EVENTS}) g;
  `),
  );
  // Archetype ids are 1..30 in a fresh database; squaring a uniform draw makes the low ids the popular ones.
  await db.execute(
    sql.raw(`
    insert into official_standing (league_id, placement, player_id, archetype_id, event_date, division, type_id)
    select l.id, p, 1 + (l.id * 131 + p * 977) % ${PLAYERS},
      case when random() < 0.1 then null else 1 + floor(power(random(), 2) * ${ARCHETYPES})::int end,
      l.event_date, l.division, l.type_id
    from official_league l cross join generate_series(1, ${PER_EVENT}) p;
  `),
  );
  await db.execute(
    sql.raw(`
    insert into official_standing_card (standing_id, card_id, amount)
    select s.id, 'bench-' || ((s.id * 37 + c * 53 + coalesce(s.archetype_id, 0) * 11) % ${CARD_IDS}), 1 + (s.id + c) % 4
    from official_standing s cross join generate_series(1, ${CARD_LINES}) c
    on conflict do nothing;
  `),
  );
  // The standings went straight into the table, so the rollup the list reads is built once, as an import
  // would.
  await db.transaction((tx) => rebuildRankRollup(tx));
  // What autovacuum does to a table written long ago: statistics, and the visibility map that lets an
  // index answer without visiting the table.
  await db.execute(
    sql`vacuum analyze official_league, official_standing, official_standing_card, deck_archetype,
      official_rank_rollup`,
  );
}
