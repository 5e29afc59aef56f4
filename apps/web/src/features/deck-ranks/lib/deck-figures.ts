import { formatThousands } from '../../../lib/format';

/** Shares and play rates arrive as 0–1 fractions; one decimal is as precise as a few hundred lists allow. */
const percent = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Average copies per list: '3.8장', and '4장' rather than '4.0장'. */
const copies = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/** 0.1234 → '12.3%'. A share above 0 that would round to 0.0% reads '<0.1%', so it is not taken for none. */
export function formatPercent(share: number): string {
  if (share > 0 && share < 0.0005) return '<0.1%';
  return `${percent.format(share * 100)}%`;
}

export const formatAverage = (average: number) => `${copies.format(average)}장`;

export const formatPlacement = (placement: number) => `${formatThousands(placement)}위`;

/** The deck price in won, as the brief of the deck pages writes it: '₩123,456'. */
export const formatKrw = (won: number) => `₩${formatThousands(won)}`;

/** '대회 3개 · 참가자 120명': what every figure of the page rests on. */
export function sampleText(sample: { events: number; players: number }, unit: '참가자' | '덱리스트'): string {
  const counted =
    unit === '참가자' ? `${formatThousands(sample.players)}명` : `${formatThousands(sample.players)}개`;
  return `대회 ${formatThousands(sample.events)}개 · ${unit} ${counted}`;
}

/**
 * Rank numbers for the table: archetypes in the server's order (most players first) are numbered 1, 2, …;
 * the untagged standings (기타) are no deck and get no number.
 */
export function numberRows<T extends { archetype: unknown }>(
  rows: readonly T[],
): { rank: number | null; row: T }[] {
  let next = 1;
  return rows.map((row) => ({ rank: row.archetype === null ? null : next++, row }));
}
