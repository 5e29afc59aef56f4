import { sql, type SQL } from 'drizzle-orm';
import { TOP_CUT } from '@carddogam/contract/leagues/deck-shares';
import { weekStart } from '@carddogam/contract/leagues/period';
import { arrayParam } from '../db/array-param';
import { queryRows, type Tx } from '../db/client';

/**
 * Keeps official_rank_rollup (db/schema/official-leagues.ts) in step with the standings. Every write that
 * adds, removes or retags standings, or moves an event to another date, division or type, calls
 * refreshRankRollup in its own transaction with the days it touched (before and after). The figures of
 * those days and of their weeks and months are computed again from the standings, so the rollup cannot
 * drift.
 *
 * Two writes of the same month or week at once: each takes the advisory locks of its months and weeks
 * (in one fixed order) before it recomputes, and under READ COMMITTED the statements after the locks see
 * what the first writer committed. The last to recompute sees both.
 */

/** Advisory lock classes of the rollup's months and weeks; the second key is the first day as yyyymmdd. */
const MONTH_LOCK = 34_001;
const WEEK_LOCK = 34_002;
const lockKey = (day: string) => Number(day.replaceAll('-', ''));

/**
 * The rollup rows of the buckets (days or months) of `standings`: every filter combination by grouping
 * sets, then one row per bucket and combination with each archetype's figures as JSON. The group of all
 * archetypes (archetype -1 here) gives the event count.
 */
function rollupInsert(grain: 'd' | 'w' | 'm', standings: SQL): SQL {
  return sql`insert into official_rank_rollup (grain, division_key, type_key, day, events, figures)
    select ${grain}, g.dk, g.tk, g.bucket,
      coalesce(max(g.events) filter (where g.ak = -1), 0),
      coalesce(jsonb_object_agg(g.ak, jsonb_build_array(g.players, g.top8, g.best)) filter (where g.ak <> -1),
        '{}'::jsonb)
    from (
      select b.bucket,
        case when grouping(b.division) = 1 then '' else b.division end as dk,
        case when grouping(b.type_id) = 1 then 0 else b.type_id end as tk,
        case when grouping(b.ak) = 1 then -1 else b.ak end as ak,
        count(*)::int as players, (count(*) filter (where b.placement <= ${TOP_CUT}))::int as top8,
        min(b.placement)::int as best, count(distinct b.league_id)::int as events
      from (${standings}) b
      group by b.bucket, grouping sets (
        (b.division, b.type_id, b.ak), (b.division, b.ak), (b.type_id, b.ak), (b.ak),
        (b.division, b.type_id), (b.division), (b.type_id), ())
    ) g
    group by g.dk, g.tk, g.bucket`;
}

/** Recomputes the rollup rows of these days and of the weeks and months they fall in. */
export async function refreshRankRollup(tx: Tx, days: readonly string[]): Promise<void> {
  const dayList = [...new Set(days)].sort();
  if (dayList.length === 0) return;
  const months = [...new Set(dayList.map((d) => `${d.slice(0, 7)}-01`))];
  const weeks = [...new Set(dayList.map(weekStart))].sort();
  // Months first, then weeks, each in date order: one order for every writer, so none waits crosswise.
  for (const month of months)
    await tx.execute(sql`select pg_advisory_xact_lock(${MONTH_LOCK}, ${lockKey(month)})`);
  for (const week of weeks)
    await tx.execute(sql`select pg_advisory_xact_lock(${WEEK_LOCK}, ${lockKey(week)})`);

  await tx.execute(
    sql`delete from official_rank_rollup where grain = 'd' and day = any(${arrayParam(dayList, 'date')})`,
  );
  await tx.execute(
    rollupInsert(
      'd',
      sql`select s.event_date as bucket, s.division, s.type_id, coalesce(s.archetype_id, 0) as ak,
          s.placement, s.league_id
        from official_standing s where s.event_date = any(${arrayParam(dayList, 'date')})`,
    ),
  );
  for (const [grain, starts, length] of [
    ['w', weeks, sql`interval '7 days'`],
    ['m', months, sql`interval '1 month'`],
  ] as const) {
    await tx.execute(
      sql`delete from official_rank_rollup where grain = ${grain} and day = any(${arrayParam(starts, 'date')})`,
    );
    await tx.execute(
      rollupInsert(
        grain,
        sql`select b.start as bucket, s.division, s.type_id, coalesce(s.archetype_id, 0) as ak,
            s.placement, s.league_id
          from unnest(${arrayParam(starts, 'date')}) as b(start)
          join official_standing s on s.event_date >= b.start and s.event_date < (b.start + ${length})::date`,
      ),
    );
  }
}

/** The days the standings of these archetypes fall on (to refresh after the archetypes change). */
export async function archetypeDays(tx: Tx, archetypeIds: readonly number[]): Promise<string[]> {
  if (archetypeIds.length === 0) return [];
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`select distinct to_char(event_date, 'YYYY-MM-DD') as day from official_standing
      where archetype_id = any(${arrayParam(archetypeIds, 'int')})`,
  );
  return rows.map((r) => r.day);
}

/** Recomputes the whole rollup, for standings written straight into the table (imports, fixtures). */
export async function rebuildRankRollup(tx: Tx): Promise<void> {
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`select distinct to_char(event_date, 'YYYY-MM-DD') as day from official_standing`,
  );
  await tx.execute(sql`delete from official_rank_rollup`);
  await refreshRankRollup(
    tx,
    rows.map((r) => r.day),
  );
}
