import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { EditionBadges } from '../../../components/card/EditionBadges';
import { RatingStars } from '../../../components/card/RatingStars';
import { cardDetailHref, rowInEdition } from '../lib/row-display';
import { CardName } from './CardName';
import { CardThumb } from './CardThumb';
import { ImageBadge } from './ImageBadge';
import { ResultActions } from './ResultActions';
import type { ResultItemProps } from './ResultCard';

const THUMB_WIDTH = 64;

/** One card of the list view. */
export function ResultRow({ row, nation, preview, ...handlers }: ResultItemProps) {
  const shown = rowInEdition(row, nation);
  const href = cardDetailHref(row.id);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="search-result">
      <Group gap="sm" wrap="nowrap" align="center">
        <Anchor
          href={href}
          target="_blank"
          rel="noopener"
          tabIndex={-1}
          aria-hidden
          style={{ flexShrink: 0 }}
        >
          <CardThumb row={row} name={shown.name} width={THUMB_WIDTH} preview={preview} />
        </Anchor>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor href={href} target="_blank" rel="noopener" underline="hover" c="inherit">
            <CardName name={shown.name} unconfirmed={shown.nameUnconfirmed} />
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[shown.set, shown.number, shown.rarity].filter(Boolean).join(' · ')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <EditionBadges row={row} confirmedKr={row.name_kr_confirmed} />
            <ImageBadge row={row} />
            <RatingStars value={shown.rating} count={shown.ratingCount} />
          </Group>
        </Stack>
        <Box style={{ flexShrink: 0 }}>
          <ResultActions row={row} watch={{ nation, title: shown.name }} {...handlers} />
        </Box>
      </Group>
    </Paper>
  );
}
