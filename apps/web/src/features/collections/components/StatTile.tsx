import { Paper, Text } from '@mantine/core';

export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
