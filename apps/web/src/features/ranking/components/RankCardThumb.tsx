import { Badge, Box } from '@mantine/core';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import type { Nation } from '@carddogam/contract/constants';
import { CardImage } from '../../../components/card/CardImage';
import { cardImageSrc, preferredImage } from '../../../components/card/card-image';

/** The ranked edition's own picture when it has one, otherwise the usual kr → en → jp choice. */
export function rankImageSrc(row: RankRow, nation: Nation): string | null {
  return cardImageSrc(nation, row[`image_${nation}`]) ?? preferredImage(row)?.src ?? null;
}

interface RankCardThumbProps {
  row: RankRow;
  nation: Nation;
  isMobile: boolean;
  rank: number;
}

/** A round 67px crop of the card on desktop; on mobile a 36x52 card with the rank on it (§2.20). */
export function RankCardThumb({ row, nation, isMobile, rank }: RankCardThumbProps) {
  const src = rankImageSrc(row, nation);
  if (isMobile) {
    return (
      <Box pos="relative" w={36} h={52} style={{ flex: 'none' }}>
        <CardImage src={src} name={row.name} width={36} style={{ height: 52, overflow: 'hidden' }} />
        <Badge
          size="xs"
          circle
          variant="filled"
          pos="absolute"
          top={-6}
          left={-6}
          aria-label={`${rank}위`}
          style={{ zIndex: 1 }}
        >
          {rank}
        </Badge>
      </Box>
    );
  }
  return (
    <Box
      w={67}
      h={67}
      style={{ flex: 'none', borderRadius: '50%', overflow: 'hidden' }}
      data-testid="rank-thumb"
    >
      {/* The card's upper part (its artwork) fills the circle. */}
      <CardImage src={src} name={row.name} width={67} />
    </Box>
  );
}
