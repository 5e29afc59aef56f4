import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { formatDate } from '../../../lib/format';
import { playerHref } from '../lib/player-format';
import { ClaimStatusBadge } from './ClaimStatusBadge';

type Claim = CallResult<typeof officialPlayerCalls.mine>['claims'][number];

/** The member's requests to link a player name, newest first, with staff's decision and its date. */
export function ClaimList({ claims }: { claims: readonly Claim[] }) {
  if (claims.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        인증 요청 내역이 없습니다.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label="인증 요청 내역">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>선수</Table.Th>
            <Table.Th w={80}>상태</Table.Th>
            <Table.Th w={110}>요청일</Table.Th>
            <Table.Th w={110}>처리일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor component={Link} to={playerHref(c.player.id)} size="sm" fw={600}>
                  {c.player.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ClaimStatusBadge status={c.status} />
              </Table.Td>
              <Table.Td>{formatDate(c.created)}</Table.Td>
              <Table.Td>{c.handled_at ? formatDate(c.handled_at) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
