import { Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ATTENDANCE_PER_IP_PER_DAY } from '@carddogam/contract/attendance/point-parts';
import { formatThousands } from '../../../lib/format';
import { pointSettingsQuery } from '../api/attendance-queries';
import { attendancePointRows } from '../lib/point-rows';

/** What a check-in earns, read from the point settings (so staff edits show at once); nothing when none is set. */
export function PointTable() {
  const settings = useQuery(pointSettingsQuery);
  const rows = attendancePointRows(settings.data ?? []);
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="출석 포인트">
      <Title order={2} fz="md" mb="xs">
        출석 포인트
      </Title>
      <Table verticalSpacing={4} aria-label="출석 포인트 표">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>구분</Table.Th>
            <Table.Th>조건</Table.Th>
            <Table.Th ta="right">포인트</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.activity}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.activity}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {row.when}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatThousands(row.amount)}P
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        한 번 출석하면 해당하는 포인트가 모두 적립됩니다. 같은 IP에서는 하루 {ATTENDANCE_PER_IP_PER_DAY}명까지
        출석할 수 있습니다.
      </Text>
    </Paper>
  );
}
