/** One changed field of a staff action: its name and the values before and after, as short text. */
export interface DiffLine {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string => {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The fields a write changed, in the order they first appear. A creation (no before) or deletion (no after)
 * lists every field of the side there is; values that are not records compare as a whole.
 */
export function valueDiff(before: unknown, after: unknown): DiffLine[] {
  const from = asRecord(before);
  const to = asRecord(after);
  if (!from && !to) {
    return show(before) === show(after) ? [] : [{ field: '값', before: show(before), after: show(after) }];
  }
  const fields = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  return fields
    .map((field) => ({ field, before: show(from?.[field]), after: show(to?.[field]) }))
    .filter((line) => line.before !== line.after);
}
