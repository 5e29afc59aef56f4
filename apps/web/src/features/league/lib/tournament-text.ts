import type { TournamentItem, WinLossTie } from '@carddogam/contract/calls/league';

/** How the tournament screens write a tournament's facts and a standing. */

export const FORMAT_LABELS: Record<string, string> = { standard: '스탠다드', expanded: '익스팬디드' };
export const formatLabel = (format: string) => FORMAT_LABELS[format] ?? format;

/** A tiebreaker fraction (0.25–1) as RK9 and Limitless show it: '62.5%'. */
export const percentText = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

export const recordText = ({ wins, losses, ties }: WinLossTie) => `${wins}-${losses}-${ties}`;

export const playersText = (item: Pick<TournamentItem, 'player_count' | 'max_players'>) =>
  `${item.player_count}/${item.max_players}명`;

export const marksText = (marks: readonly string[]) => (marks.length ? marks.join(', ') : '-');

export const topCutText = (topCut: number) => (topCut === 0 ? '없음' : `상위 ${topCut}명`);

/** '5라운드', or the note that it is fixed at the start from the player count. */
export const swissText = (rounds: number | null) => (rounds === null ? '시작 시 결정' : `${rounds}라운드`);

export const tournamentHref = (id: number) => `/league/tournament/detail?id=${id}`;

/** The tournament id of ?id=, or null when it does not name one. */
export function tournamentIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('id')?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
