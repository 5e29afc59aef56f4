import type { z } from 'zod';
import type {
  application,
  autoRule,
  MatchView,
  StandingRow,
  TournamentItem,
  entryView,
} from '@carddogam/contract/calls/league';
import { formatDateTime } from '@carddogam/contract/dates';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import type { AutoRuleRow } from '../repositories/league-auto-rules';
import type { EntryRow } from '../repositories/league-entries';
import type { MatchRow } from '../repositories/league-matches';
import type { ApplicationItemRow } from '../repositories/league-players';
import type { TournamentItemRow } from '../repositories/league-tournaments';
import type { StandingFigures } from '../services/league-swiss';

/** The online league's answers (decision 035): exactly the contract's fields, times in Korean wall time. */

const member = (userId: string, nickname: string | null) => ({
  user_id: userId,
  nickname: nickname ?? '탈퇴한 회원',
});

const archetype = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name_kr: name } : null;

export function presentApplication(row: ApplicationItemRow): z.infer<typeof application> {
  return {
    id: row.id,
    ptcgl_name: row.ptcglName,
    ptcgl_uid: row.ptcglUid,
    status: row.status,
    memo: row.memo,
    created: row.created,
    handled_at: row.handledAt,
  };
}

export const presentApplicationItem = (row: ApplicationItemRow) => ({
  ...presentApplication(row),
  member: member(row.userId, row.nickname),
});

export function presentTournamentItem(row: TournamentItemRow): TournamentItem {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    regulation_marks: row.regulation_marks,
    starts_at: row.starts_at,
    registration_opens_at: row.registration_opens_at,
    status: row.status,
    player_count: row.player_count,
    max_players: row.max_players,
    round_minutes: row.round_minutes,
    top_cut: row.top_cut,
    swiss_rounds: row.swiss_rounds,
    current_round: row.current_round,
    auto: row.auto,
    winner:
      row.winner_entry_id !== null && row.winner_name !== null
        ? { entry_id: row.winner_entry_id, ptcgl_name: row.winner_name }
        : null,
  };
}

/** An entry; `cards` is its decklist once lists are public (null before). */
export function presentEntry(row: EntryRow, cards: DeckCardView[] | null): z.infer<typeof entryView> {
  return {
    id: row.id,
    member: member(row.user_id, row.nickname),
    ptcgl_name: row.ptcgl_name,
    archetype: archetype(row.archetype_id, row.archetype_name),
    dropped_after_round: row.dropped_after_round,
    placement: row.placement,
    cards,
  };
}

/** A match; the two reports only for its players and staff (`showReports`). */
export function presentMatch(row: MatchRow, showReports: boolean): MatchView {
  return {
    id: row.id,
    round: row.round,
    stage: row.stage,
    table_no: row.table_no,
    player1: { entry_id: row.player1_entry_id, ptcgl_name: row.player1_name },
    player2:
      row.player2_entry_id !== null && row.player2_name !== null
        ? { entry_id: row.player2_entry_id, ptcgl_name: row.player2_name }
        : null,
    result: row.result,
    report1: showReports ? row.report1 : null,
    report2: showReports ? row.report2 : null,
    disputed: row.disputed,
  };
}

export function presentStanding(figures: StandingFigures, entry: EntryRow): StandingRow {
  return {
    rank: figures.rank,
    entry_id: figures.entryId,
    ptcgl_name: entry.ptcgl_name,
    member: member(entry.user_id, entry.nickname),
    archetype: archetype(entry.archetype_id, entry.archetype_name),
    match_points: figures.matchPoints,
    record: { wins: figures.wins, losses: figures.losses, ties: figures.ties },
    owp: figures.owp,
    oowp: figures.oowp,
    dropped: figures.dropped,
  };
}

export function presentAutoRule(row: AutoRuleRow, next: Date | null): z.infer<typeof autoRule> {
  return {
    id: row.id,
    name: row.name,
    weekday: row.weekday,
    start_time: row.startTime,
    format: row.format,
    regulation_marks: row.regulationMarks,
    max_players: row.maxPlayers,
    round_minutes: row.roundMinutes,
    top_cut: row.topCut,
    registration_hours: row.registrationHours,
    enabled: row.enabled,
    next_start: next === null ? null : formatDateTime(next),
  };
}
