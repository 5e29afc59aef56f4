import type { RankRow } from '@carddogam/contract/calls/ranking';
import { formatThousands, formatWon, padNumber } from '../../../lib/format';

/** Ranking prices are floored and written with thousands separators and '원' (§9). */
export const formatRankPrice = formatWon;

export const formatCount = (value: number, unit: '건' | '장') => `${formatThousands(value)}${unit}`;

/** 'number / set_printedTotal', both zero-padded (§2.20, §9). */
export function rankCardNumber(row: Pick<RankRow, 'number' | 'set_printedTotal'>): string {
  if (!row.number) return '';
  if (row.set_printedTotal === null) return padNumber(row.number);
  return `${padNumber(row.number)} / ${padNumber(row.set_printedTotal)}`;
}

/** '평점 4.25' on desktop, '평점 4' on mobile (§2.20). */
export function ratingLabel(value: number, digits: 0 | 2): string {
  return `평점 ${value.toFixed(digits)}`;
}
