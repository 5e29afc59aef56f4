import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { CardImage } from '../../../components/card/CardImage';
import { preferredImage } from '../../../components/card/card-image';
import { editionLine } from '../../../components/card/edition-line';
import { Marked } from './Marked';

/** The edition a Korean reader looks for first, as the card list shows it. */
const EDITIONS = ['kr', 'en', 'jp'] as const;

/** The first cards: picture, the three names with the word marked, and where the card is printed. */
export function CardHits({ rows, q }: { rows: SearchRow[]; q: string }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm">
      {rows.map((row) => {
        const name = row.name_kr ?? row.name_en;
        const line = editionLine(row, EDITIONS);
        const others = [row.name_kr ? row.name_en : null, row.name_jp].filter((n): n is string => !!n);
        return (
          <UnstyledButton
            key={row.id}
            component={Link}
            to={`/card/detail?${new URLSearchParams({ id: row.id })}`}
            aria-label={name}
          >
            <Stack gap={4}>
              <CardImage src={preferredImage(row)?.src ?? null} name={name} size="thumb" loading="lazy" />
              <Marked q={q} size="sm" fw={700} lineClamp={1}>
                {name}
              </Marked>
              {others.length > 0 && (
                <Marked q={q} size="xs" c="dimmed" lineClamp={1}>
                  {others.join(' · ')}
                </Marked>
              )}
              {line && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[line.set, line.number].filter(Boolean).join(' ')}
                </Text>
              )}
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
