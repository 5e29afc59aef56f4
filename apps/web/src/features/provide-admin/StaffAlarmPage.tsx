import { useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useStaffAlarmRead } from './api/provide-admin-mutations';
import { STAFF_ALARM_PAGE_SIZE, staffAlarmsQuery } from './api/provide-admin-queries';
import { StaffLayout } from './components/StaffLayout';

/** /admin/main/alarm: the staff alarms ('제보 - …' and edits), newest first, paged, mark read. */
export default function StaffAlarmPage() {
  return <StaffLayout title="알림 관리">{() => <AlarmList />}</StaffLayout>;
}

function AlarmList() {
  const [page, setPage] = useState(1);
  const query = useQuery(staffAlarmsQuery(page));
  const read = useStaffAlarmRead();
  const data = query.data;
  if (query.isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">읽지 않은 알림 {data?.unread ?? 0}건</Text>
        <Button size="xs" variant="default" onClick={() => read.mutate(undefined)} disabled={!data?.unread}>
          모두 읽음
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label="알림" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>종류</Table.Th>
              <Table.Th>내용</Table.Th>
              <Table.Th>날짜</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((a) => (
              <Table.Tr key={a.id} fw={a.is_read ? undefined : 600}>
                <Table.Td>
                  <Badge variant={a.is_read ? 'outline' : 'filled'}>{a.kind}</Badge>
                </Table.Td>
                <Table.Td>
                  {a.link ? (
                    <Anchor component={Link} to={a.link} onClick={() => !a.is_read && read.mutate(a.id)}>
                      {a.title}
                    </Anchor>
                  ) : (
                    a.title
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(a.created)}</Table.Td>
                <Table.Td>
                  {!a.is_read && (
                    <Button size="compact-xs" variant="subtle" onClick={() => read.mutate(a.id)}>
                      읽음
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.total === 0 && (
        <Text c="dimmed" ta="center">
          알림이 없습니다.
        </Text>
      )}
      {data && data.total > STAFF_ALARM_PAGE_SIZE && (
        <Center>
          <Pagination total={Math.ceil(data.total / STAFF_ALARM_PAGE_SIZE)} value={page} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}
