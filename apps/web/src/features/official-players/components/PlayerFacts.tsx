import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatThousands } from '../../../lib/format';
import { formatBestFinish } from '../lib/player-format';

/** The player's headline figures: best finish, events played, country. */
export function PlayerFacts({
  bestFinish,
  eventCount,
  country,
}: {
  bestFinish: number | null;
  eventCount: number;
  country: string;
}) {
  const facts = [
    { label: '최고 순위', value: formatBestFinish(bestFinish) },
    { label: '참가 대회', value: `${formatThousands(eventCount)}회` },
    { label: '국가', value: country },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs">
      {facts.map((f) => (
        <Paper key={f.label} withBorder radius="md" p="sm" role="group" aria-label={f.label}>
          <Stack gap={2} align="center">
            <Text size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }}>
              {f.value}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
