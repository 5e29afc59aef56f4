import { Text } from '@mantine/core';
import { formatThousands } from '../../../lib/format';

/** A ledger amount with its sign: '+5P' in green, '-5P' in red. */
export function signedPoints(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return `${sign}${formatThousands(Math.abs(amount))}P`;
}

export function PointAmount({ amount }: { amount: number }) {
  return (
    <Text
      span
      fw={700}
      c={amount > 0 ? 'teal.7' : amount < 0 ? 'red.7' : 'dimmed'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {signedPoints(amount)}
    </Text>
  );
}
