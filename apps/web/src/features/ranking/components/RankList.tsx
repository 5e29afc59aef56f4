import { Group, Paper, Stack } from '@mantine/core';
import { RANK_COLUMNS, type RankType } from '@carddogam/contract/calls/ranking';
import type { Nation } from '@carddogam/contract/constants';
import type { CardPopup } from '../hooks/use-card-popup';
import type { RankedRow } from '../lib/rank-rows';
import type { ColumnIndex, Direction } from '../lib/rank-state';
import { ColumnHeader } from './ColumnHeader';
import { MobileMetrics } from './MobileMetrics';
import { RankCardButton } from './RankCardButton';
import { RankCardInfo } from './RankCardInfo';
import { RankCardThumb } from './RankCardThumb';

interface RankListProps {
  type: RankType;
  nation: Nation;
  rows: RankedRow[];
  column: ColumnIndex;
  directions: readonly Direction[];
  onColumnClick: (column: ColumnIndex) => void;
  popup: CardPopup;
}

/** The mobile ranking: sort buttons above one compact row per card, the rank on the thumbnail (§2.20). */
export function RankList({ type, nation, rows, column, directions, onColumnClick, popup }: RankListProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-around" aria-label="정렬" role="group">
        {RANK_COLUMNS[type].map(({ key, label }, index) => (
          <ColumnHeader
            key={key}
            label={label}
            active={index === column}
            direction={directions[index]}
            onClick={() => onColumnClick(index as ColumnIndex)}
          />
        ))}
      </Group>
      <Stack gap={6} role="list" aria-label="카드랭킹">
        {rows.map(({ rank, row }) => (
          <Paper key={row.id} withBorder p="xs" role="listitem">
            <Group gap="sm" wrap="nowrap" align="center">
              <RankCardButton row={row} popup={popup} hover={false}>
                <RankCardThumb row={row} nation={nation} isMobile rank={rank} />
                <RankCardInfo row={row} compact />
              </RankCardButton>
              <MobileMetrics type={type} row={row} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
