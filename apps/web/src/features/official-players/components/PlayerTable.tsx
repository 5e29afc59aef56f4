import { Anchor, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { formatThousands } from '../../../lib/format';
import { countryName, formatBestFinish, playerHref } from '../lib/player-format';
import { ClaimedBadge } from './ClaimedBadge';

type PlayerItem = CallResult<typeof officialPlayerCalls.list>['items'][number];

/** Players by name: their country, how many events they played and their best finish. */
export function PlayerTable({
  players,
  countries,
}: {
  players: readonly PlayerItem[];
  countries: ReadonlyMap<string, string> | undefined;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="선수 목록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>이름</Table.Th>
            <Table.Th w={110}>국가</Table.Th>
            <Table.Th w={80} ta="right">
              대회
            </Table.Th>
            <Table.Th w={96} ta="right">
              최고 순위
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={playerHref(p.id)} fw={600} size="sm">
                    {p.name}
                  </Anchor>
                  {p.claimed && <ClaimedBadge />}
                </Group>
              </Table.Td>
              <Table.Td>{countryName(p.country_code, countries)}</Table.Td>
              <Table.Td ta="right">{formatThousands(p.event_count)}회</Table.Td>
              <Table.Td ta="right">{formatBestFinish(p.best_finish)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
