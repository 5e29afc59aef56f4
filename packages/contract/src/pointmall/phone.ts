/**
 * Korean telephone numbers for delivery addresses: mobile (010-1234-5678), Seoul (02-123-4567), the other
 * area codes (031-123-4567), internet and personal numbers (070-, 050x-) and the nationwide 1588-style
 * numbers. Spaces and hyphens are ignored on the way in, and the number is stored hyphenated, so the
 * staff's shipping list shows every number the same way.
 */
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^(01[016789])(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [/^(02)(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [/^(0[3-6][1-5])(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [/^(070)(\d{4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [/^(050[2-8])(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [/^(1[5-9]\d{2})(\d{4})$/, (m) => `${m[1]}-${m[2]}`],
];

/** The number hyphenated, or null when it is not a Korean telephone number. */
export function normalizeKoreanPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d\s-]{7,20}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s-]/g, '');
  for (const [pattern, format] of PATTERNS) {
    const match = pattern.exec(digits);
    if (match) return format(match);
  }
  return null;
}
