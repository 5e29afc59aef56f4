import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckItem } from '@carddogam/contract/calls/decks';
import { Marked } from './Marked';

/** The newest matching public decks: title, format, writer and date. */
export function DeckHits({ rows, q }: { rows: DeckItem[]; q: string }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((deck) => (
        <Group key={deck.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              [{deck.regulation_group}]
            </Text>
            <Anchor
              component={Link}
              to={`/deck/read?${new URLSearchParams({ id: String(deck.id) })}`}
              size="sm"
              fw={500}
              style={{ minWidth: 0 }}
            >
              <Marked q={q} size="sm" inherit truncate>
                {deck.title}
              </Marked>
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {deck.writer_nickname} · {deck.created.slice(0, 10)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
