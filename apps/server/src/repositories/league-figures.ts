import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/**
 * The online league's figures (decision 035): archetype shares and win rates, matchups and the lists of
 * an archetype over a period, and players' season points. Only finished tournaments count.
 */

/** Days in Korean time, both ends included ('YYYY-MM-DD'). */
export interface Period {
  from: string;
  to: string;
}

export interface WltRow {
  wins: number;
  losses: number;
  ties: number;
}

export interface ShareRow extends WltRow {
  archetype_id: number | null;
  name_kr: string | null;
  entries: number;
}

export interface MatchupRow extends WltRow {
  opponent_id: number | null;
  opponent_name: string | null;
}

export interface ListRow extends WltRow {
  entry_id: number;
  tournament_id: number;
  tournament_name: string;
  starts_at: string;
  ptcgl_name: string;
  placement: number | null;
  deck_cards: Array<{ card_id: string; amount: number }>;
}

const koreanDay = (column: SQL) => sql`(${column} at time zone 'Asia/Seoul')::date`;

/** Finished tournaments whose start falls on a Korean day of the period. */
const finishedIn = (p: Period) =>
  sql`select id from league_tournament where status = 'finished'
    and ${koreanDay(sql`starts_at`)} between ${p.from}::date and ${p.to}::date`;

/** Finished tournaments that started in the Korean calendar year. */
const finishedInSeason = (season: number) =>
  sql`select id from league_tournament where status = 'finished'
    and extract(year from starts_at at time zone 'Asia/Seoul') = ${season}`;

/**
 * Every decided match of the tournaments, once from each player's side: outcome win / loss / tie, the
 * opponent's entry (null for a bye, which the player won).
 */
const sides = (tournaments: SQL) => sql`sides as (
    select m.tournament_id, m.player1_entry_id as entry_id, m.player2_entry_id as opponent_entry_id,
      case m.result when 'p2' then 'loss' when 'tie' then 'tie' else 'win' end as outcome
    from league_match m where m.tournament_id in (${tournaments}) and m.result is not null
    union all
    select m.tournament_id, m.player2_entry_id, m.player1_entry_id,
      case m.result when 'p1' then 'loss' when 'tie' then 'tie' else 'win' end
    from league_match m where m.tournament_id in (${tournaments})
      and m.player2_entry_id is not null and m.result in ('p1', 'p2', 'tie'))`;

const wlt = (outcome: SQL) => sql`count(*) filter (where ${outcome} = 'win')::int as wins,
  count(*) filter (where ${outcome} = 'loss')::int as losses,
  count(*) filter (where ${outcome} = 'tie')::int as ties`;

/**
 * Matches between two archetypes, from the side of each: byes have no opponent and drop out of the join,
 * and mirror matches (the same archetype, or two untagged lists, whose decks are unknown) are left out.
 */
const decided = sql`decided as (
    select e.archetype_id as arch, o.archetype_id as opp, s.outcome
    from sides s
    join league_entry e on e.id = s.entry_id
    join league_entry o on o.id = s.opponent_entry_id
    where e.archetype_id is distinct from o.archetype_id)`;

/** Each archetype's entries and its record over the period, most entries first. */
export async function archetypeShares(
  db: DbOrTx,
  period: Period,
): Promise<{ tournaments: number; rows: ShareRow[] }> {
  const tournaments = finishedIn(period);
  const [rows, [count]] = await Promise.all([
    queryRows<ShareRow>(
      db,
      sql`with ${sides(tournaments)}, ${decided},
        entries as (select archetype_id as arch, count(*)::int as entries from league_entry
          where tournament_id in (${tournaments}) group by archetype_id),
        results as (select arch, ${wlt(sql`outcome`)} from decided group by arch)
      select en.arch as archetype_id, a.name_kr, en.entries,
        coalesce(r.wins, 0)::int as wins, coalesce(r.losses, 0)::int as losses, coalesce(r.ties, 0)::int as ties
      from entries en
      left join results r on r.arch is not distinct from en.arch
      left join deck_archetype a on a.id = en.arch
      order by en.entries desc, a.name_kr nulls last`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${tournaments}) t`),
  ]);
  return { tournaments: count?.n ?? 0, rows };
}

/** The archetype's record against each other archetype (untagged lists under null), most played first. */
export function archetypeMatchups(db: DbOrTx, archetypeId: number, period: Period): Promise<MatchupRow[]> {
  return queryRows<MatchupRow>(
    db,
    sql`with ${sides(finishedIn(period))}, ${decided}
      select d.opp as opponent_id, a.name_kr as opponent_name, ${wlt(sql`d.outcome`)}
      from decided d left join deck_archetype a on a.id = d.opp
      where d.arch = ${archetypeId}
      group by d.opp, a.name_kr
      order by count(*) desc, a.name_kr nulls last`,
  );
}

/** Byes count as wins in a player's own record, as Play! Pokémon standings show them. */
const entryRecord = sql`left join lateral (select ${wlt(sql`s.outcome`)} from sides s where s.entry_id = e.id) r on true`;

/** The archetype's lists of the period, newest tournament first, at most `limit`. */
export function archetypeLists(
  db: DbOrTx,
  archetypeId: number,
  period: Period,
  limit: number,
): Promise<ListRow[]> {
  const tournaments = finishedIn(period);
  return queryRows<ListRow>(
    db,
    sql`with ${sides(tournaments)}
      select e.id as entry_id, t.id as tournament_id, t.name as tournament_name,
        ${seoulDateTime(sql`t.starts_at`)} as starts_at, p.ptcgl_name, e.placement::int as placement,
        e.deck_cards, r.wins, r.losses, r.ties
      from league_entry e
      join league_tournament t on t.id = e.tournament_id
      join league_player p on p.id = e.player_id
      ${entryRecord}
      where e.archetype_id = ${archetypeId} and e.tournament_id in (${tournaments})
      order by t.starts_at desc, t.id desc, e.placement nulls last, e.id
      limit ${limit}`,
  );
}

export interface PlayerSeasonRow extends WltRow {
  player_id: number;
  ptcgl_name: string;
  user_id: string;
  nickname: string | null;
  points: number;
  tournaments: number;
  best_placement: number | null;
}

export interface PlayerEventRow extends WltRow {
  tournament_id: number;
  tournament_name: string;
  starts_at: string;
  archetype_id: number | null;
  archetype_name: string | null;
  placement: number | null;
}

/** Match points: 3 for a win or a bye (top-cut wins too), 1 for a tie. */
const POINTS = sql`(3 * r.wins + r.ties)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Approved players by the season's points; the text finds the PTCGL name or the nickname. */
export async function seasonPlayers(
  db: DbOrTx,
  season: number,
  text: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: PlayerSeasonRow[] }> {
  const like = `%${escapeLike(text)}%`;
  const where =
    text === ''
      ? sql`p.status = '승인'`
      : sql`p.status = '승인' and (p.ptcgl_name ilike ${like} or u.nickname ilike ${like})`;
  const tournaments = finishedInSeason(season);
  const [[count], rows] = await Promise.all([
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from league_player p left join users u on u.user_id = p.user_id
        where ${where}`,
    ),
    queryRows<PlayerSeasonRow>(
      db,
      sql`with ${sides(tournaments)},
        per_entry as (select e.player_id, e.placement, r.wins, r.losses, r.ties from league_entry e
          ${entryRecord} where e.tournament_id in (${tournaments}))
      select p.id as player_id, p.ptcgl_name, p.user_id, u.nickname,
        coalesce(sum(3 * r.wins + r.ties), 0)::int as points, count(r.player_id)::int as tournaments,
        coalesce(sum(r.wins), 0)::int as wins, coalesce(sum(r.losses), 0)::int as losses,
        coalesce(sum(r.ties), 0)::int as ties, min(r.placement)::int as best_placement
      from league_player p
      left join users u on u.user_id = p.user_id
      left join per_entry r on r.player_id = p.id
      where ${where}
      group by p.id, u.nickname
      order by points desc, tournaments desc, p.ptcgl_name, p.id
      limit ${page.size} offset ${(page.page - 1) * page.size}`,
    ),
  ]);
  return { total: count?.n ?? 0, rows };
}

export async function findApprovedPlayer(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; ptcgl_name: string; user_id: string; nickname: string | null } | undefined> {
  const [row] = await queryRows<{ id: number; ptcgl_name: string; user_id: string; nickname: string | null }>(
    db,
    sql`select p.id, p.ptcgl_name, p.user_id, u.nickname from league_player p
      left join users u on u.user_id = p.user_id where p.id = ${id} and p.status = '승인'`,
  );
  return row;
}

/** A player's entries in the season's finished tournaments, oldest first, with their records. */
export function playerSeasonEvents(db: DbOrTx, playerId: number, season: number): Promise<PlayerEventRow[]> {
  const tournaments = finishedInSeason(season);
  return queryRows<PlayerEventRow>(
    db,
    sql`with ${sides(tournaments)}
      select t.id as tournament_id, t.name as tournament_name, ${seoulDateTime(sql`t.starts_at`)} as starts_at,
        e.archetype_id, a.name_kr as archetype_name, e.placement::int as placement, r.wins, r.losses, r.ties
      from league_entry e
      join league_tournament t on t.id = e.tournament_id
      left join deck_archetype a on a.id = e.archetype_id
      ${entryRecord}
      where e.player_id = ${playerId} and e.tournament_id in (${tournaments})
      order by t.starts_at, t.id`,
  );
}

/** A member's league life: finished tournaments entered, best placement and match points of all time. */
export async function memberLeagueTotals(
  db: DbOrTx,
  userId: string,
): Promise<{ tournaments: number; best_placement: number | null; points: number }> {
  const tournaments = sql`select id from league_tournament where status = 'finished'`;
  const [row] = await queryRows<{ tournaments: number; best_placement: number | null; points: number }>(
    db,
    sql`with ${sides(sql`select tournament_id from league_entry where user_id = ${userId}`)}
      select count(*)::int as tournaments, min(e.placement)::int as best_placement,
        coalesce(sum(${POINTS}), 0)::int as points
      from league_entry e ${entryRecord}
      where e.user_id = ${userId} and e.tournament_id in (${tournaments})`,
  );
  return row ?? { tournaments: 0, best_placement: null, points: 0 };
}
