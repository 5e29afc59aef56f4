import { TextInput } from '@mantine/core';
import { formatThousands } from '../../../lib/format';
import { readPriceInput } from '../lib/price-input';

/** A won amount: non-digits are stripped as the member types, and thousands get commas (§5). */
export function PriceInput({
  value,
  onChange,
  label = '가격',
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={value === 0 ? '' : formatThousands(value)}
      onChange={(event) => onChange(readPriceInput(event.currentTarget.value).value)}
      rightSection="원"
      placeholder="0"
    />
  );
}
