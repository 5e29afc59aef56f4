import type { PlayerResult } from '@carddogam/contract/calls/official-league-players';
import { formatThousands } from '../../../lib/format';

export const PLAYER_PAGE_SIZE = 20;

export const formatPlacement = (placement: number) => `${formatThousands(placement)}위`;

/** A best finish, or '-' for a player without standings. */
export const formatBestFinish = (best: number | null) => (best === null ? '-' : formatPlacement(best));

/** Wins, losses and ties as the standings write them: '5-2-1'. */
export const formatRecord = ({ wins, losses, ties }: PlayerResult['record']) => `${wins}-${losses}-${ties}`;

/** Newest event first; results of one day keep the server's order. */
export function newestFirst(results: readonly PlayerResult[]): PlayerResult[] {
  return [...results].sort((a, b) => b.event_date.localeCompare(a.event_date));
}

/** The country's Korean name from the §7.9 list, else its code as the event wrote it. */
export function countryName(code: string, names: ReadonlyMap<string, string> | undefined): string {
  return names?.get(code) ?? code;
}

/** The player id of ?id=, or null when it does not name one. */
export function playerIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('id')?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export const playerHref = (id: number) => `/official_league/player/detail?id=${id}`;
export const leagueHref = (id: number) => `/official_league/read?id=${id}`;
export const deckRankHref = (archetypeId: number) => `/official_league/deck_rank/detail?id=${archetypeId}`;
