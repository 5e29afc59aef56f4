import { useEffect } from 'react';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { PageLoader } from '../../components/PageLoader';
import { RatingStars } from '../../components/card/RatingStars';
import { UserPopupMenu } from '../user-menu';
import { formatDateTime } from '../../lib/format';
import { sendDeckView } from './api/deck-mutations';
import { deckQuery } from './api/deck-queries';
import { DeckActions } from './components/DeckActions';
import { DeckCardGrid } from './components/DeckCardGrid';
import { DeckMessage } from './components/DeckMessage';
import { DeckValueSection } from './components/DeckValueSection';
import { EnergyCounts } from './components/EnergyCounts';
import { ExportBox } from './components/ExportBox';
import { useDeckId } from './hooks/use-deck-id';

function DeckRead({ id }: { id: number }) {
  const deck = useQuery(deckQuery(id));
  const queryClient = useQueryClient();
  // One view per visit; the server counts a viewer once a day (decision 015).
  const readable = deck.isSuccess;
  useEffect(() => {
    if (!readable) return;
    void sendDeckView(id).then(
      ({ view_count }) =>
        queryClient.setQueryData(deckQuery(id).queryKey, (old) => (old ? { ...old, view_count } : old)),
      () => undefined,
    );
  }, [id, readable, queryClient]);

  if (deck.isPending) return <PageLoader />;
  if (deck.isError) return <DeckMessage message={deck.error.message} />;
  const d = deck.data;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light">{d.regulation_group}</Badge>
            {d.season && <Badge variant="outline">{d.season}</Badge>}
            {d.status === '비공개' && <Badge color="gray">비공개</Badge>}
          </Group>
          <Title order={1} size="h2">
            {d.title}
          </Title>
          <Group gap="md">
            <UserPopupMenu user={{ user_id: d.writer, nickname: d.writer_nickname }} />
            <Text size="sm" c="dimmed">
              {formatDateTime(d.created)}
            </Text>
            <Text size="sm" c="dimmed">
              조회 {d.view_count} · 복사 {d.copy_count}
            </Text>
            <RatingStars value={d.rating_avg} count={d.rating_count} />
          </Group>
          {d.tag && (
            <Text size="sm" c="blue">
              {d.tag
                .split(',')
                .map((t) => `#${t}`)
                .join(' ')}
            </Text>
          )}
        </Stack>
        <DeckActions deck={d} />
        <Group>
          <Button
            component={Link}
            to={`/tests?deck_id=${d.id}`}
            variant="light"
            leftSection={<IconCards size={16} />}
          >
            덱 테스트
          </Button>
        </Group>
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Text fw={700}>
              포켓몬 {d.pokemon_count} · 트레이너스 {d.trainer_count} · 에너지 {d.energy_count}
            </Text>
            <EnergyCounts counts={d.energy_counts} />
          </Group>
        </Paper>
        <DeckCardGrid cards={d.cards} />
        <DeckValueSection deckId={d.id} />
        {d.content && (
          <Paper withBorder p="md" radius="md">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{d.content}</Text>
          </Paper>
        )}
        <ExportBox cards={d.cards} />
      </Stack>
    </Container>
  );
}

/** /deck/read?id=: one deck with its cards, counts and the reader's actions. */
export default function DeckReadPage() {
  const id = useDeckId();
  return id ? <DeckRead key={id} id={id} /> : <DeckMessage message={DECK_MSG.notFound} />;
}
