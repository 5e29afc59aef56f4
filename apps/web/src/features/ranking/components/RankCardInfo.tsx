import { Group, Stack, Text } from '@mantine/core';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import { RegulationMarkIcon } from '../../../components/RegulationMarkIcon';
import { rankCardNumber } from '../lib/rank-format';

/** Name, set, lowercase regulation mark, 'number / total' and rarity (§2.20). */
export function RankCardInfo({ row, compact }: { row: RankRow; compact: boolean }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={700} size={compact ? 'sm' : 'md'} lineClamp={1} data-card-name>
        {row.name}
      </Text>
      {row.set_name && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.set_name}
        </Text>
      )}
      <Group gap={6} wrap="nowrap">
        <RegulationMarkIcon mark={row.regulationMark?.toLowerCase()} />
        <Text size="xs">{rankCardNumber(row)}</Text>
        {row.rarity && (
          <Text size="xs" c="dimmed">
            {row.rarity}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
