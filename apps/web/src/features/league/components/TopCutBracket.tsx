import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RoundGroup } from '../lib/rounds';
import { matchResultText } from '../lib/rounds';

/** The top cut as a simple list per round (8강, 준결승, 결승), each match with its result. */
export function TopCutBracket({ rounds }: { rounds: RoundGroup[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(rounds.length, 3) }} spacing="sm">
      {rounds.map((r) => (
        <Paper key={r.round} withBorder radius="md" p="sm" component="section" aria-label={r.label}>
          <Stack gap="xs">
            <Title order={3} fz="md">
              {r.label}
            </Title>
            {r.matches.map((m) => (
              <Stack key={m.id} gap={0}>
                <Group gap={4} wrap="wrap">
                  <Text size="sm">{m.player1.ptcgl_name}</Text>
                  <Text size="sm" c="dimmed">
                    vs
                  </Text>
                  <Text size="sm">{m.player2?.ptcgl_name ?? '-'}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {matchResultText(m)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
