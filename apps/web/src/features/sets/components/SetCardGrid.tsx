import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SetCard } from '@carddogam/contract/calls/sets';
import type { Nation } from '@carddogam/contract/constants';
import { CardImage } from '../../../components/card/CardImage';
import { cardImageIn, cardNameIn } from '../lib/set-card-view';
import { cardPageHref } from '../lib/set-links';

/** The set's cards in number order, each picture leading to its card page. */
export function SetCardGrid({ cards, nation }: { cards: SetCard[]; nation: Nation }) {
  if (cards.length === 0) return <Text c="dimmed">이 제품에 등록된 카드가 없습니다.</Text>;
  return (
    <SimpleGrid
      cols={{ base: 3, sm: 4, md: 6 }}
      spacing="sm"
      component="ol"
      p={0}
      m={0}
      aria-label="카드 목록"
    >
      {cards.map((card) => {
        const name = cardNameIn(card, nation);
        return (
          <Stack key={card.card_id} gap={4} component="li" style={{ listStyle: 'none' }}>
            <Anchor
              component={Link}
              to={cardPageHref(card.card_id)}
              aria-label={`${card.number ?? ''} ${name}`.trim()}
            >
              <CardImage
                src={cardImageIn(card, nation)}
                name={name}
                width="100%"
                size="thumb"
                sizes="(min-width: 62em) 150px, 30vw"
                loading="lazy"
              />
            </Anchor>
            <Text size="xs" c="dimmed" lh={1.2}>
              {[card.number, card.rarity].filter(Boolean).join(' · ')}
            </Text>
            <Text size="xs" lh={1.2} lineClamp={2}>
              {name}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
