import { Group, Progress, Stack, Text } from '@mantine/core';
import { DECK_SIZE, type DeckSummary } from '@carddogam/contract/decks/deck-rules';
import { EnergyCounts } from './EnergyCounts';

/** The live total out of 60 with the counts by supertype and energy type. */
export function DeckSummaryBar({ summary }: { summary: DeckSummary }) {
  const full = summary.total === DECK_SIZE;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text
          fw={800}
          c={summary.total > DECK_SIZE ? 'red' : full ? 'teal' : undefined}
          data-testid="deck-total"
        >
          {summary.total} / {DECK_SIZE}장
        </Text>
        <Text size="sm">
          포켓몬 {summary.pokemon} · 트레이너스 {summary.trainer} · 에너지 {summary.energy}
        </Text>
      </Group>
      <Progress value={Math.min(100, (summary.total / DECK_SIZE) * 100)} color={full ? 'teal' : 'blue'} />
      <EnergyCounts counts={summary.energyTypes} />
    </Stack>
  );
}
