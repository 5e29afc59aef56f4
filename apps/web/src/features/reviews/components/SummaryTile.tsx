import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { LazyHoverCard } from '../../../components/hover-card/LazyHoverCard';
import { RatingStars } from '../../../components/card/RatingStars';

interface SummaryTileProps {
  label: string;
  average: number;
  count: number;
  /** The scale's legend, shown while the pointer rests on the tile. */
  legend?: ReactNode;
}

/** One summary tile: the average to 2 decimals, 'N명 참여' and read-only half-step stars (§2.14). */
export function SummaryTile({ label, average, count, legend }: SummaryTileProps) {
  const tile = (
    <Paper withBorder p="sm" ta="center" role="group" aria-label={label} style={{ flex: 1 }}>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={800} size="xl" data-average>
          {average.toFixed(2)}
        </Text>
        <RatingStars value={average} size="sm" />
        <Text size="xs" c="dimmed">
          {count}명 참여
        </Text>
      </Stack>
    </Paper>
  );
  if (!legend) return tile;
  return (
    <LazyHoverCard
      width={320}
      shadow="md"
      position="bottom"
      openDelay={100}
      withArrow
      targetStyle={{ flex: 1 }}
      target={tile}
      dropdown={legend}
    />
  );
}
