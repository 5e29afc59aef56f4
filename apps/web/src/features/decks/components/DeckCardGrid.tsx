import { Badge, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { CardImage } from '../../../components/card/CardImage';
import { preferredImage } from '../../../components/card/card-image';

export const SUPERTYPE_SECTIONS = [
  { supertype: 'Pokémon', label: '포켓몬' },
  { supertype: 'Trainer', label: '트레이너스' },
  { supertype: 'Energy', label: '에너지' },
] as const;

export const cardName = (c: Pick<DeckCardView, 'name_kr' | 'name_en'>) => c.name_kr ?? c.name_en;

/** The deck's cards grouped by supertype, each picture with its count (the read and capture pages). */
export function DeckCardGrid({
  cards,
  cols = { base: 3, sm: 5, md: 6 },
}: {
  cards: DeckCardView[];
  cols?: Record<string, number>;
}) {
  return (
    <Stack gap="lg">
      {SUPERTYPE_SECTIONS.map(({ supertype, label }) => {
        const section = cards.filter((c) => c.supertype === supertype);
        if (section.length === 0) return null;
        const total = section.reduce((n, c) => n + c.amount, 0);
        return (
          <Stack key={supertype} gap="xs" data-testid={`deck-section-${supertype}`}>
            <Title order={4} fz="md">
              {label} ({total})
            </Title>
            <SimpleGrid cols={cols} spacing="xs">
              {section.map((c) => (
                <Box
                  key={c.card_id}
                  component="figure"
                  m={0}
                  data-testid="deck-card"
                  data-card-id={c.card_id}
                >
                  {/* The count is placed on the picture alone, so it never covers the name below. */}
                  <Box pos="relative" data-testid="deck-card-picture">
                    <CardImage src={preferredImage(c)?.src ?? null} name={cardName(c)} />
                    <Badge
                      pos="absolute"
                      bottom={6}
                      right={6}
                      size="lg"
                      color="dark"
                      aria-label={`${cardName(c)} ${c.amount}장`}
                    >
                      ×{c.amount}
                    </Badge>
                  </Box>
                  <Text component="figcaption" size="xs" ta="center" lineClamp={1} mt={4}>
                    {cardName(c)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
