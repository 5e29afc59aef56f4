import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlayerResult } from '@carddogam/contract/calls/official-league-players';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { formatDate } from '../../../lib/format';
import { DivisionBadge } from '../../official-league';
import { deckRankHref, formatPlacement, formatRecord, leagueHref, newestFirst } from '../lib/player-format';

/** A player's results, newest first (the player page and the member's own page); scrolls on a phone. */
export function PlayerResultsTable({ results }: { results: readonly PlayerResult[] }) {
  if (results.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        등록된 대회 결과가 없습니다.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="대회 결과">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>날짜</Table.Th>
            <Table.Th>대회</Table.Th>
            <Table.Th w={110}>종류</Table.Th>
            <Table.Th w={96}>디비전</Table.Th>
            <Table.Th w={70} ta="right">
              순위
            </Table.Th>
            <Table.Th>덱</Table.Th>
            <Table.Th w={80} ta="right">
              전적
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst(results).map((r) => (
            <Table.Tr key={`${r.league.id}-${r.division}-${r.placement}`}>
              <Table.Td>{formatDate(r.event_date)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={leagueHref(r.league.id)} size="sm">
                  {r.league.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.league.type_name}</Table.Td>
              <Table.Td>
                <DivisionBadge division={r.division} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatPlacement(r.placement)}
              </Table.Td>
              <Table.Td>
                {r.archetype ? (
                  <Anchor component={Link} to={deckRankHref(r.archetype.id)} size="sm">
                    {r.archetype.name_kr}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {DECK_RANK_MSG.others}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatRecord(r.record)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
