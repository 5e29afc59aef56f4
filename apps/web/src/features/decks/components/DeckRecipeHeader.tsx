import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The section's title and 더보기, which opens the deck list searched by the card id (§2.15). */
export function DeckRecipeHeader({
  cardId,
  cardTitle,
  total,
}: {
  cardId: string;
  cardTitle: string;
  /** The number of public decks with the card, once known. */
  total?: number;
}) {
  const more = `/deck/list?${new URLSearchParams({ search_type: '카드 ID', text: cardId }).toString()}`;
  return (
    <Group justify="space-between">
      <Title order={3} fz="lg">
        {cardTitle} 덱 레시피
      </Title>
      <Anchor component={Link} to={more} size="sm">
        더보기{total ? ` (${total})` : ''}
      </Anchor>
    </Group>
  );
}
