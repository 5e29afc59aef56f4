import { formatThousands, parseDigits } from '../../../lib/format';

/**
 * A price field as the member types it (§5): every non-digit is dropped, an empty field is 0, and the
 * text shows thousands commas. '12,000원' and '1 2000' both read as 12000.
 */
export function readPriceInput(raw: string): { value: number; text: string } {
  const value = parseDigits(raw);
  return { value, text: value === 0 && raw.replace(/\D/g, '') === '' ? '' : formatThousands(value) };
}
