import { Badge, Group, Text } from '@mantine/core';
import { formatThousands } from '../../lib/format';
import { formatWinRate, LOW_SAMPLE_GAMES } from './win-rate';

/**
 * A win rate with the number of games beside it, and '표본 적음' when there are too few to go by
 * (the anchors' warning: small samples mislead).
 */
export function WinRate({
  rate,
  games,
  unit = '경기',
}: {
  rate: number | null;
  games: number;
  unit?: string;
}) {
  const low = games > 0 && games < LOW_SAMPLE_GAMES;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Text size="sm" fw={600} c={low ? 'dimmed' : undefined}>
        {formatWinRate(rate)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatThousands(games)}
        {unit}
      </Text>
      {low && (
        <Badge size="xs" variant="light" color="yellow">
          표본 적음
        </Badge>
      )}
    </Group>
  );
}
