import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { EditionBadges } from '../../../components/card/EditionBadges';
import { RatingStars } from '../../../components/card/RatingStars';
import { cardDetailHref, rowInEdition } from '../lib/row-display';
import { CardName } from './CardName';
import { CardThumb } from './CardThumb';
import { ImageBadge } from './ImageBadge';
import { ResultActions, type ResultHandlers } from './ResultActions';

export interface ResultItemProps extends ResultHandlers {
  row: SearchRow;
  nation: Nation;
  preview: boolean;
}

/** One card of the grid view. The picture and name open the card page in a new tab (§2.19). */
export function ResultCard({ row, nation, preview, ...handlers }: ResultItemProps) {
  const shown = rowInEdition(row, nation);
  return (
    <Card withBorder padding="xs" radius="md" data-testid="search-result">
      <Stack gap={6}>
        <Anchor href={cardDetailHref(row.id)} target="_blank" rel="noopener" underline="never" c="inherit">
          <Stack gap={6}>
            <CardThumb row={row} name={shown.name} preview={preview} />
            <CardName name={shown.name} unconfirmed={shown.nameUnconfirmed} />
          </Stack>
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1} title={shown.set}>
          {shown.set || '-'}
        </Text>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs">{shown.number}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {shown.rarity}
          </Text>
        </Group>
        <Group gap={4} wrap="wrap">
          <EditionBadges row={row} confirmedKr={row.name_kr_confirmed} />
          <ImageBadge row={row} />
        </Group>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <RatingStars value={shown.rating} count={shown.ratingCount} />
          <ResultActions row={row} watch={{ nation, title: shown.name }} {...handlers} />
        </Group>
      </Stack>
    </Card>
  );
}
