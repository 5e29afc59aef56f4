import { Table, Text } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { pointCalls } from '@carddogam/contract/calls/points';
import { formatDateTime } from '../../../lib/format';
import { PointAmount } from './PointAmount';

type PointRecord = CallResult<typeof pointCalls.myRecords>['items'][number];

/** The ledger rows with the balance after each; scrolls sideways on a phone instead of squeezing the columns. */
export function PointTable({ items }: { items: PointRecord[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        아직 포인트 내역이 없습니다.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs" aria-label="포인트 내역">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>일시</Table.Th>
            <Table.Th>구분</Table.Th>
            <Table.Th>내용</Table.Th>
            <Table.Th ta="right">포인트</Table.Th>
            <Table.Th ta="right">잔액</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.created)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {item.menu} · {item.activity}
              </Table.Td>
              <Table.Td>{item.title}</Table.Td>
              <Table.Td ta="right">
                <PointAmount amount={item.amount} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {item.balance === null ? '-' : `${item.balance.toLocaleString('ko-KR')}P`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
