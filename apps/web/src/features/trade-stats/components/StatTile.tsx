import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the summaries: a small label over the value. */
export function StatTile({ label, value, color }: { label: ReactNode; value: ReactNode; color?: string }) {
  return (
    <Paper withBorder radius="sm" p="xs">
      <Text size="xs" c={color ?? 'dimmed'} fw={color ? 700 : 400}>
        {label}
      </Text>
      <Text fw={700} size="sm">
        {value}
      </Text>
    </Paper>
  );
}
