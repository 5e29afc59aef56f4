import { SimpleGrid } from '@mantine/core';
import type { TradeStats } from '@carddogam/contract/calls/trade-stats';
import { formatWon } from '../../../lib/format';
import { gradeColor, gradedTileLabel, type GradedMode } from '../lib/grades';
import { StatTile } from './StatTile';

/** The graded summary of §2.13: ten grade averages in two columns of five, then extremes and count. */
export function GradedSummary({ stats, company }: { stats: TradeStats; company: GradedMode }) {
  const tiles = stats.grades[company];
  const totals = stats.graded_totals[company];
  return (
    <>
      <SimpleGrid cols={2} spacing="xs" data-summary="graded">
        {tiles.map((tile) => (
          <StatTile
            key={tile.grade}
            label={gradedTileLabel(company, tile.grade)}
            color={tile.count ? gradeColor(tile.grade) : undefined}
            value={tile.count ? `${formatWon(tile.avg)} (${tile.count}건)` : '-'}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="xs" mt="xs">
        <StatTile label="최고가" value={formatWon(totals.total_max)} />
        <StatTile label="최저가" value={formatWon(totals.total_min)} />
        <StatTile label="거래 건수" value={`${totals.count}건`} />
      </SimpleGrid>
    </>
  );
}
