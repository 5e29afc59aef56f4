import { Box, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@carddogam/contract/messages';
import type { Nation } from '@carddogam/contract/constants';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { deckSectionQuery } from '../api/deck-queries';
import { DeckItemCard } from './DeckItemCard';
import { DeckRecipeHeader } from './DeckRecipeHeader';

/**
 * §2.15 on the card page: up to 3 public decks holding the card, newest first; a swipeable row on mobile,
 * a grid on desktop. 더보기 opens the deck list searched by the card id.
 */
export function DeckRecipeSection({
  cardId,
  nation,
  cardTitle,
}: {
  cardId: string;
  nation: Nation;
  cardTitle: string;
}) {
  const isMobile = useIsMobile();
  const query = useQuery(deckSectionQuery(cardId, nation));
  const items = query.data?.items ?? [];

  return (
    <Stack gap="sm" component="section" aria-label="덱 레시피">
      <DeckRecipeHeader cardId={cardId} cardTitle={cardTitle} total={query.data?.total} />
      {query.isPending ? (
        <Loader size="sm" />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query.isError ? query.error.message : MSG.decksEmpty}
        </Text>
      ) : isMobile ? (
        <Box
          data-testid="deck-carousel"
          style={{
            display: 'flex',
            gap: 12,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            paddingBottom: 4,
          }}
        >
          {items.map((item) => (
            <Box key={item.id} style={{ flex: '0 0 85%', scrollSnapAlign: 'start' }}>
              <DeckItemCard item={item} />
            </Box>
          ))}
        </Box>
      ) : (
        <SimpleGrid cols={3}>
          {items.map((item) => (
            <DeckItemCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
