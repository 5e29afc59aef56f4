import { Anchor, Stack, Text } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { CardImage } from '../../../components/card/CardImage';
import { cardImageSrc, preferredImage } from '../../../components/card/card-image';
import { LazyHoverCard } from '../../../components/hover-card/LazyHoverCard';
import { EditionBadges } from '../../../components/card/EditionBadges';
import { editionLine } from '../../../components/card/edition-line';
import { RatingStars } from '../../../components/card/RatingStars';
import { cardDetailHref } from '../lib/card-links';

/** Stars of the Korean edition when it has a picture, else of the English one (§2.16). */
export function relatedRating(row: SearchRow): number {
  return cardImageSrc('kr', row.image_kr) ? row.kr_total_avg : row.en_total_avg;
}

/** One related card: picture (larger on hover), name, badges and stars; opens in a new tab (§2.16). */
export function RelatedCardItem({ row }: { row: SearchRow }) {
  const image = preferredImage(row)?.src ?? null;
  const name = row.name_kr ?? row.name_en;
  // The editions in the order of the picture (§2.16), each line from one of them only.
  const printed = editionLine(row, ['kr', 'en', 'jp']);
  return (
    <Anchor
      href={cardDetailHref(row.id)}
      target="_blank"
      rel="noopener"
      underline="never"
      c="inherit"
      data-related-card={row.id}
      aria-label={`${name} (새 탭)`}
    >
      <Stack gap={4}>
        <LazyHoverCard
          openDelay={200}
          position="right"
          shadow="md"
          withinPortal
          padding={4}
          visibleFrom="sm"
          target={<CardImage src={image} name={name} />}
          dropdown={<CardImage src={image} name={name} width={245} size="detail" />}
        />
        <Text size="xs" fw={600} lineClamp={2}>
          {name}
        </Text>
        {printed && (
          <Text size="xs" c="dimmed">
            {[printed.set, printed.number].filter(Boolean).join(' ')}
          </Text>
        )}
        <EditionBadges row={row} confirmedKr={row.name_kr_confirmed} />
        <RatingStars value={relatedRating(row)} />
      </Stack>
    </Anchor>
  );
}
