import { Group, Progress, Text } from '@mantine/core';
import { formatPercent } from '../lib/deck-figures';

/** A share as its percentage and a bar of that length; the bar only repeats the number, so it is hidden from readers. */
export function ShareBar({ share, color = 'grape' }: { share: number; color?: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} w={52} ta="right" style={{ flexShrink: 0 }}>
        {formatPercent(share)}
      </Text>
      <Progress value={Math.min(100, share * 100)} color={color} size="md" w={96} aria-hidden />
    </Group>
  );
}
