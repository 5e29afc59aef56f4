import { Anchor, Badge, Box, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ConsensusCardItem } from '@carddogam/contract/calls/deck-rank';
import { CardImage } from '../../../components/card/CardImage';
import { formatAverage, formatPercent } from '../lib/deck-figures';
import { cardPageHref, consensusCardName, consensusImageSrc } from '../lib/consensus';

/**
 * The core of the consensus list: each card's picture with its average count on it, its name, how many
 * lists play it and the most copies a list held. Each card opens its own page.
 */
export function ConsensusGrid({ cards }: { cards: readonly ConsensusCardItem[] }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 5, md: 6 }} spacing="xs">
      {cards.map((c) => {
        const name = consensusCardName(c.card);
        return (
          <Box key={c.card.id} component="figure" m={0} data-testid="consensus-card">
            <Anchor component={Link} to={cardPageHref(c.card.id)} display="block" aria-label={name}>
              {/* The count sits on the picture alone, so it never covers the name below. */}
              <Box pos="relative">
                <CardImage src={consensusImageSrc(c.card)} name={name} />
                <Badge
                  pos="absolute"
                  bottom={6}
                  right={6}
                  size="lg"
                  color="dark"
                  aria-label={`평균 ${formatAverage(c.average)}`}
                >
                  {formatAverage(c.average)}
                </Badge>
              </Box>
            </Anchor>
            <Box component="figcaption" mt={4} ta="center">
              <Text size="xs" fw={600} lineClamp={1}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                채용률 {formatPercent(c.play_rate)} · 최대 {c.max_amount}장
              </Text>
            </Box>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
