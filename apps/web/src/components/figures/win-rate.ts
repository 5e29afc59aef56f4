import { formatThousands } from '../../lib/format';

/**
 * Below this many games a win rate says little: it is still shown, marked '표본 적음', so one lucky
 * evening does not read like a strong matchup.
 */
export const LOW_SAMPLE_GAMES = 10;

const percent = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A 0–1 fraction as a percentage to one decimal: 0.5625 → '56.3%'; none: '-'. */
export function formatPercent(fraction: number | null): string {
  return fraction === null ? '-' : `${percent.format(fraction * 100)}%`;
}

/** A win rate; without games there is none: '-'. */
export const formatWinRate = formatPercent;

export interface WinLossTieCounts {
  wins: number;
  losses: number;
  ties: number;
}

export const gamesOf = (record: WinLossTieCounts) => record.wins + record.losses + record.ties;

/** '12-5-1', wins, losses and ties as the standings write them. */
export const recordText = (record: WinLossTieCounts) =>
  `${formatThousands(record.wins)}-${formatThousands(record.losses)}-${formatThousands(record.ties)}`;

/** (wins + ties/2) ÷ games, for a record the server sends without its rate; null without games. */
export function winRateOf(record: WinLossTieCounts): number | null {
  const games = gamesOf(record);
  return games === 0 ? null : (record.wins + record.ties / 2) / games;
}
