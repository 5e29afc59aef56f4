/** Completion of a set: a whole percentage for the bar and 'owned / total' as text. */
export function completionPercent(owned: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((owned / total) * 100));
}

export function progressLabel(owned: number, total: number): string {
  return `${owned} / ${total}`;
}

/** The bar's colour: grey before the first card, teal once complete. */
export function progressColor(owned: number, total: number): string {
  if (owned === 0) return 'gray';
  return total > 0 && owned >= total ? 'teal' : 'blue';
}
