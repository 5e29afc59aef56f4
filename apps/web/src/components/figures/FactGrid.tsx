import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: string;
  /** What the figure rests on, under it. */
  note?: string;
}

/** A row of headline figures, each a labelled group. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: facts.length }} spacing="xs">
      {facts.map((f) => (
        <Paper key={f.label} withBorder radius="md" p="sm" role="group" aria-label={f.label}>
          <Stack gap={2} align="center">
            <Text size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }} ta="center">
              {f.value}
            </Text>
            {f.note && (
              <Text size="xs" c="dimmed" ta="center">
                {f.note}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
