import type { PlayerResult } from '@carddogam/contract/calls/official-league-players';
import type { ClaimItemRow } from '../repositories/official-league-claims';
import type { PlayerItemRow, PlayerResultRow } from '../repositories/official-league-players';
import type { ReportItemRow } from '../repositories/official-league-reports';

export function presentPlayerItem(row: PlayerItemRow) {
  return {
    id: row.id,
    name: row.name,
    country_code: row.country_code,
    event_count: row.event_count,
    best_finish: row.best_finish,
    claimed: row.claimed,
  };
}

export function presentPlayerResult(row: PlayerResultRow): PlayerResult {
  return {
    league: { id: row.league_id, name: row.league_name, type_name: row.type_name },
    event_date: row.event_date,
    division: row.division,
    placement: row.placement,
    archetype:
      row.archetype_id !== null && row.archetype_name !== null
        ? { id: row.archetype_id, name_kr: row.archetype_name }
        : null,
    record: { wins: row.wins, losses: row.losses, ties: row.ties },
  };
}

/** The archetypes a player played, most played first; lists without a tag count under null. */
export function archetypesPlayed(results: PlayerResultRow[]) {
  const counts = new Map<number | null, { id: number | null; name_kr: string | null; count: number }>();
  for (const r of results) {
    const entry = counts.get(r.archetype_id) ?? { id: r.archetype_id, name_kr: r.archetype_name, count: 0 };
    entry.count += 1;
    counts.set(r.archetype_id, entry);
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || (a.name_kr ?? '').localeCompare(b.name_kr ?? ''),
  );
}

export function presentClaim(row: ClaimItemRow) {
  return {
    id: row.id,
    player: { id: row.playerId, name: row.playerName },
    status: row.status as '접수' | '승인' | '거절',
    created: row.created.toISOString(),
    handled_at: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

export function presentReport(row: ReportItemRow) {
  return {
    id: row.id,
    reporter: { user_id: row.userId, nickname: row.nickname ?? '(탈퇴 회원)' },
    league:
      row.leagueId !== null && row.leagueName !== null && row.leagueDate !== null
        ? { id: row.leagueId, name: row.leagueName, event_date: row.leagueDate }
        : null,
    event_text: row.eventText,
    standings_text: row.standingsText,
    status: row.status as '접수' | '승인' | '거절',
    reward_point: row.rewardPoint,
    review_memo: row.reviewMemo,
    created: row.created.toISOString(),
  };
}
