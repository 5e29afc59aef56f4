import { formatDateTime } from '../../../lib/format';

/**
 * The sale period's times as the form's datetime-local fields hold them ('2026-11-24T10:00') and as the
 * server takes them (ISO with an offset). The fields are Korean wall time whatever the browser's clock,
 * as every time on the site is shown in Korean time.
 */
export function toSaleTime(local: string): string | null {
  const trimmed = local.trim();
  if (!trimmed) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00+09:00` : trimmed;
}

export function fromSaleTime(iso: string | null): string {
  return iso ? formatDateTime(iso).replace(' ', 'T') : '';
}

/** '2026-11-24 10:00 ~ 2026-11-30 23:59', '… 부터', '… 까지', or null for an open period. */
export function salePeriodText(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  if (start && end) return `${formatDateTime(start)} ~ ${formatDateTime(end)}`;
  return start ? `${formatDateTime(start)}부터` : `${formatDateTime(end)}까지`;
}
