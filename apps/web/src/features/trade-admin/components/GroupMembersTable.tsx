import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { GroupMember } from '@carddogam/contract/calls/trade-admin';

/** The cards whose prices one card's statistics read, each marked 수동 (a hand-made key) or 자동. */
export function GroupMembersTable({ members, current }: { members: GroupMember[]; current: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="거래 그룹 카드" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>카드 ID</Table.Th>
            <Table.Th>이름</Table.Th>
            <Table.Th>시리즈</Table.Th>
            <Table.Th>레어도</Table.Th>
            <Table.Th>그룹</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.card_id} fw={m.card_id === current ? 700 : undefined}>
              <Table.Td>
                <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(m.card_id)}`} size="sm">
                  {m.card_id}
                </Anchor>
              </Table.Td>
              <Table.Td>{m.name ?? '-'}</Table.Td>
              <Table.Td>{m.series ?? '-'}</Table.Td>
              <Table.Td>{m.rarity ?? '-'}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={m.group_key ? 'orange' : 'gray'}>
                  {m.group_key ? '수동' : '자동'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
