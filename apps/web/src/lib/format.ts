/**
 * Card numbers and printed totals are shown zero-padded to 3 digits (§9): '5' → '005'. Numbers that are
 * not plain digits ('TG05', 'SV-P 12') are printed as they are.
 */
export function padNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return /^\d+$/.test(text) ? text.padStart(3, '0') : text;
}

/** '005/198' as a card shows its number over the set's printed total. */
export function formatCardNumber(number: string | null | undefined, printedTotal?: number | null): string {
  const padded = padNumber(number);
  if (printedTotal === null || printedTotal === undefined) return padded;
  return `${padded}/${padNumber(printedTotal)}`;
}

const thousands = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Thousands separators are commas (§5); fractions are dropped, as won has none. */
export function formatThousands(value: number): string {
  return thousands.format(Math.floor(value));
}

/** KRW as the product writes it: 12000 → '12,000원'. Amounts are floored (§2.20). */
export function formatWon(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${formatThousands(value)}원`;
}

/** Number input stripping (§5): every non-digit is removed and an empty input is 0. */
export function parseDigits(input: string): number {
  const digits = input.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

/** Dates and date-times, in Korean time whatever the browser's clock (packages/contract/src/dates.ts). */
export { formatDate, formatDateTime } from '@carddogam/contract/dates';

/** Today's calendar date in UTC, the day boundary of the per-day view lists (§2.1). */
export function utcDateKey(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
