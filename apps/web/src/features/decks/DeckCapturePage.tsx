import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { PageLoader } from '../../components/PageLoader';
import { deckQuery } from './api/deck-queries';
import { DeckCardGrid } from './components/DeckCardGrid';
import { DeckMessage } from './components/DeckMessage';
import { EnergyCounts } from './components/EnergyCounts';
import { useDeckId } from './hooks/use-deck-id';

function Capture({ id }: { id: number }) {
  const deck = useQuery(deckQuery(id));
  if (deck.isPending) return <PageLoader />;
  if (deck.isError) return <DeckMessage message={deck.error.message} />;
  const d = deck.data;
  return (
    <Box p="md" bg="white" maw={1200} mx="auto" data-testid="deck-capture">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {d.title}
          </Title>
          <Text size="sm" c="dimmed">
            {d.writer_nickname} · {d.regulation_group} · 카드도감
          </Text>
        </Group>
        <Group gap="md">
          <Text size="sm" fw={600}>
            포켓몬 {d.pokemon_count} · 트레이너스 {d.trainer_count} · 에너지 {d.energy_count}
          </Text>
          <EnergyCounts counts={d.energy_counts} />
        </Group>
        <DeckCardGrid cards={d.cards} cols={{ base: 5, sm: 8, md: 10 }} />
      </Stack>
    </Box>
  );
}

/** /deck_capture?id=: the deck as one picture-ready grid with its title, for screenshots. */
export default function DeckCapturePage() {
  const id = useDeckId();
  return id ? <Capture id={id} /> : <DeckMessage message={DECK_MSG.notFound} />;
}
