import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { recordText } from '../../../components/figures/win-rate';
import { formatDate, formatThousands } from '../../../lib/format';
import { placementText, tournamentHref } from '../lib/figure-text';
import { ArchetypeName } from './ArchetypeName';

type PlayerEvent = CallResult<typeof leagueCalls.playerDetail>['events'][number];

/** The season's tournaments of a player, newest first, with the deck, finish, record and points of each. */
export function PlayerEventsTable({
  events,
  deckHref,
}: {
  events: readonly PlayerEvent[];
  deckHref: (id: number) => string;
}) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        이 시즌에 참가한 대회가 없습니다.
      </Text>
    );
  const newestFirst = [...events].sort((a, b) =>
    b.tournament.starts_at.localeCompare(a.tournament.starts_at),
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="대회 기록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>날짜</Table.Th>
            <Table.Th>대회</Table.Th>
            <Table.Th>덱</Table.Th>
            <Table.Th w={72} ta="right">
              순위
            </Table.Th>
            <Table.Th w={80} ta="right">
              전적
            </Table.Th>
            <Table.Th w={72} ta="right">
              포인트
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((e) => (
            <Table.Tr key={e.tournament.id}>
              <Table.Td>{formatDate(e.tournament.starts_at)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={tournamentHref(e.tournament.id)} size="sm">
                  {e.tournament.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ArchetypeName archetype={e.archetype} href={deckHref} />
              </Table.Td>
              <Table.Td ta="right">{placementText(e.placement)}</Table.Td>
              <Table.Td ta="right">{recordText(e.record)}</Table.Td>
              <Table.Td ta="right">{formatThousands(e.points)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
