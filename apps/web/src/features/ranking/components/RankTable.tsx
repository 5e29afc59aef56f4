import { Table, Text } from '@mantine/core';
import { RANK_COLUMNS, type RankType } from '@carddogam/contract/calls/ranking';
import type { Nation } from '@carddogam/contract/constants';
import type { CardPopup } from '../hooks/use-card-popup';
import type { RankedRow } from '../lib/rank-rows';
import type { ColumnIndex, Direction } from '../lib/rank-state';
import { ColumnHeader } from './ColumnHeader';
import { MetricCell } from './MetricCell';
import { RankCardButton } from './RankCardButton';
import { RankCardInfo } from './RankCardInfo';
import { RankCardThumb } from './RankCardThumb';

interface RankTableProps {
  type: RankType;
  nation: Nation;
  rows: RankedRow[];
  column: ColumnIndex;
  directions: readonly Direction[];
  onColumnClick: (column: ColumnIndex) => void;
  popup: CardPopup;
}

/** The desktop ranking: 순위, 카드 and the rank type's three sortable columns (§2.20). */
export function RankTable({ type, nation, rows, column, directions, onColumnClick, popup }: RankTableProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label="카드랭킹">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60} ta="center">
            순위
          </Table.Th>
          <Table.Th>카드</Table.Th>
          {RANK_COLUMNS[type].map(({ key, label }, index) => (
            <Table.Th
              key={key}
              w={170}
              ta="center"
              aria-sort={
                index === column ? (directions[index] === 'asc' ? 'ascending' : 'descending') : undefined
              }
            >
              <ColumnHeader
                label={label}
                active={index === column}
                direction={directions[index]}
                onClick={() => onColumnClick(index as ColumnIndex)}
              />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ rank, row }) => (
          <Table.Tr key={row.id}>
            <Table.Td ta="center">
              <Text fw={700} data-rank>
                {rank}
              </Text>
            </Table.Td>
            <Table.Td>
              <RankCardButton row={row} popup={popup} hover>
                <RankCardThumb row={row} nation={nation} isMobile={false} rank={rank} />
                <RankCardInfo row={row} compact={false} />
              </RankCardButton>
            </Table.Td>
            {RANK_COLUMNS[type].map(({ key }) => (
              <Table.Td key={key}>
                <MetricCell column={key} row={row} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
