import type { BreakdownRow, MonthRow, RecordItemRow } from '../repositories/match-records';
import { recordOf, winRate } from './league-figures';

/** Answer shapes of the /record calls (decision 035). */

/** Labels of the keys the SQL groups by: turn order, and a deck neither tagged nor named. */
const TURN_LABEL: Record<string, string> = { first: '선공', second: '후공', unknown: '선후공 미기록' };
const UNNAMED_DECK = '이름 없는 덱';

const breakdown = (row: BreakdownRow, label: string) => ({
  key: row.key,
  label,
  record: recordOf(row),
  win_rate: winRate(row),
});

export const presentDeckBreakdown = (row: BreakdownRow) => breakdown(row, row.label ?? UNNAMED_DECK);
export const presentTurnBreakdown = (row: BreakdownRow) => breakdown(row, TURN_LABEL[row.key] ?? row.key);

export function presentMonth(row: MonthRow) {
  return { month: row.month, record: recordOf(row), win_rate: winRate(row) };
}

export function presentRecordItem(row: RecordItemRow) {
  return {
    id: row.id,
    played_at: row.played_at,
    source: row.source,
    tournament:
      row.tournament_id !== null && row.tournament_name !== null
        ? { id: row.tournament_id, name: row.tournament_name, round: row.round ?? 0 }
        : null,
    // A tagged deck reads as its archetype's Korean name, whatever was typed beside it; a league list no
    // archetype tagged, as in the summary.
    my_deck: row.my_archetype_name ?? (row.my_deck_name || UNNAMED_DECK),
    my_archetype_id: row.my_archetype_id,
    opponent_deck: row.opponent_archetype_name ?? row.opponent_deck_name,
    opponent_archetype_id: row.opponent_archetype_id,
    opponent_name: row.opponent_name,
    went_first: row.went_first,
    result: row.result,
    memo: row.memo,
  };
}
