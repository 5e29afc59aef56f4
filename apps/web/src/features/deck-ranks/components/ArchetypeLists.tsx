import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { formatDate } from '../../../lib/format';
import { formatPlacement } from '../lib/deck-figures';

type ListRow = CallResult<typeof deckRankCalls.detail>['lists'][number];

/** Every list of the archetype in the period, newest event first: where, when, who, and how they placed. */
export function ArchetypeLists({ lists }: { lists: readonly ListRow[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="덱리스트">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>대회</Table.Th>
            <Table.Th w={110}>날짜</Table.Th>
            <Table.Th>선수</Table.Th>
            <Table.Th w={80} ta="right">
              순위
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => (
            <Table.Tr key={list.standing_id}>
              <Table.Td>
                <Anchor component={Link} to={`/official_league/read?id=${list.league.id}`} size="sm">
                  {list.league.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(list.league.event_date)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/official_league/player/detail?id=${list.player.id}`} size="sm">
                  {list.player.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatPlacement(list.placement)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
