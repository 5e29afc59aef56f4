import type { WinLossTie } from '@carddogam/contract/calls/league';
import type { PlayerEventRow, PlayerSeasonRow, ShareRow, WltRow } from '../repositories/league-figures';
import { round4 } from './deck-rank';

/** Answer shapes of the league's deck and player figures (decision 035). */

export const recordOf = (r: WltRow): WinLossTie => ({ wins: r.wins, losses: r.losses, ties: r.ties });

/** (wins + ties/2) ÷ games, 4 places; null without games. */
export function winRate(r: WltRow): number | null {
  const games = r.wins + r.losses + r.ties;
  return games === 0 ? null : round4((r.wins + r.ties / 2) / games);
}

export const archetypeRef = (id: number | null, nameKr: string | null) =>
  id === null ? null : { id, name_kr: nameKr ?? '' };

export function presentShare(row: ShareRow, allEntries: number) {
  return {
    archetype: archetypeRef(row.archetype_id, row.name_kr),
    entries: row.entries,
    share: allEntries === 0 ? 0 : round4(row.entries / allEntries),
    matches: row.wins + row.losses + row.ties,
    record: recordOf(row),
    win_rate: winRate(row),
  };
}

const member = (userId: string, nickname: string | null) => ({
  user_id: userId,
  nickname: nickname ?? '(탈퇴 회원)',
});

export function presentSeasonPlayer(row: PlayerSeasonRow) {
  return {
    player_id: row.player_id,
    ptcgl_name: row.ptcgl_name,
    member: member(row.user_id, row.nickname),
    points: row.points,
    tournaments: row.tournaments,
    record: recordOf(row),
    best_placement: row.best_placement,
  };
}

/** Match points of one event: 3 a win (byes and top-cut wins included), 1 a tie. */
export const eventPoints = (r: WltRow) => 3 * r.wins + r.ties;

/**
 * A player's season from their events (oldest first): totals, the running points after each event for
 * the chart, the events newest first, and the archetypes played, most played first.
 */
export function presentPlayerSeason(
  player: { id: number; ptcgl_name: string; user_id: string; nickname: string | null },
  season: number,
  events: PlayerEventRow[],
) {
  let running = 0;
  const pointsOverTime = events.map((e) => {
    running += eventPoints(e);
    return { starts_at: e.starts_at, points: running };
  });
  const total = events.reduce(
    (sum, e) => ({ wins: sum.wins + e.wins, losses: sum.losses + e.losses, ties: sum.ties + e.ties }),
    { wins: 0, losses: 0, ties: 0 },
  );
  const played = new Map<number | null, { archetype: ReturnType<typeof archetypeRef>; count: number }>();
  for (const e of events) {
    const seen = played.get(e.archetype_id) ?? {
      archetype: archetypeRef(e.archetype_id, e.archetype_name),
      count: 0,
    };
    seen.count += 1;
    played.set(e.archetype_id, seen);
  }
  return {
    player_id: player.id,
    ptcgl_name: player.ptcgl_name,
    member: member(player.user_id, player.nickname),
    season,
    points: running,
    record: total,
    points_over_time: pointsOverTime,
    events: events
      .map((e) => ({
        tournament: { id: e.tournament_id, name: e.tournament_name, starts_at: e.starts_at },
        archetype: archetypeRef(e.archetype_id, e.archetype_name),
        placement: e.placement,
        record: recordOf(e),
        points: eventPoints(e),
      }))
      .reverse(),
    archetypes: [...played.values()].sort(
      (a, b) => b.count - a.count || (a.archetype?.name_kr ?? '').localeCompare(b.archetype?.name_kr ?? ''),
    ),
  };
}
