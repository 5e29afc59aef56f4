import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_DECK_SEARCH } from '@carddogam/contract/calls/decks';
import { formatDate } from '../../../lib/format';
import { deckListQuery } from '../../decks';
import { UserPopupMenu } from '../../user-menu';
import { HOME_EMPTY } from '../lib/home-texts';
import { BlockBody } from './BlockBody';
import { BlockItem, BlockList } from './BlockList';
import { HomeBlock } from './HomeBlock';

const DECK_ROWS = 6;
/** /deck/list's first-load search (newest first, every regulation), so both share one answer. */
const NEWEST_DECKS = DEFAULT_DECK_SEARCH;

/** The newest public deck recipes. The list also holds the viewer's own private decks; those are left out. */
export function DeckBlock() {
  const query = useQuery(deckListQuery(NEWEST_DECKS, 1));
  const decks = query.data?.items.filter((deck) => deck.status === '공개').slice(0, DECK_ROWS) ?? [];
  return (
    <HomeBlock title="최근 덱 레시피" href="/deck/list">
      <BlockBody
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={decks.length === 0}
        emptyText={HOME_EMPTY.decks}
        rows={DECK_ROWS}
      >
        <BlockList>
          {decks.map((deck) => (
            <BlockItem key={deck.id}>
              <Anchor
                component={Link}
                to={`/deck/read?id=${deck.id}`}
                size="sm"
                c="var(--mantine-color-text)"
                truncate="end"
                display="block"
              >
                {deck.title}
              </Anchor>
              <Group gap={6} wrap="nowrap" mt={2}>
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {deck.regulation_group}
                </Text>
                <UserPopupMenu user={{ user_id: deck.writer, nickname: deck.writer_nickname }} size="xs" />
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {formatDate(deck.created)} · 좋아요 {deck.like_count}
                </Text>
              </Group>
            </BlockItem>
          ))}
        </BlockList>
      </BlockBody>
    </HomeBlock>
  );
}
