import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AttendanceItem } from '@carddogam/contract/calls/attendance';
import { ATTENDANCE_MSG } from '@carddogam/contract/messages';
import { formatDateTime, formatThousands } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { UserPopupMenu } from '../../user-menu';
import { RankBadge } from './RankBadge';

interface TodayListProps {
  items: AttendanceItem[];
  /** The member's own row stands out. */
  myUserId: string | null;
}

/** The list is of one day: its time is the time part of the one date-time formatter (Korean time). */
const timeOf = (iso: string) => formatDateTime(iso).slice(11);

const member = (item: AttendanceItem) => <UserPopupMenu user={item.user} size="sm" />;

/** Today's check-ins, 1등 first: a table on a desktop, a card per member on a phone. */
export function TodayList({ items, myUserId }: TodayListProps) {
  const mobile = useIsMobile();
  if (items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {ATTENDANCE_MSG.empty}
      </Text>
    );
  const mine = (item: AttendanceItem) => item.user.user_id === myUserId;
  const highlight = { backgroundColor: 'var(--mantine-color-yellow-light)' };

  if (mobile)
    return (
      <Stack gap="xs" role="list" aria-label="오늘의 출석부">
        {items.map((item) => (
          <Paper
            key={item.rank}
            withBorder
            p="sm"
            radius="md"
            role="listitem"
            style={mine(item) ? highlight : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <RankBadge rank={item.rank} />
                {member(item)}
              </Group>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {timeOf(item.time)}
              </Text>
            </Group>
            <Text size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
              {item.greeting}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              +{formatThousands(item.points)}P · 연속 {item.streak}일째
            </Text>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table striped verticalSpacing="xs" aria-label="오늘의 출석부">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>등수</Table.Th>
          <Table.Th w={70}>시간</Table.Th>
          <Table.Th w={180}>닉네임</Table.Th>
          <Table.Th>인사말</Table.Th>
          <Table.Th w={90} ta="right">
            포인트
          </Table.Th>
          <Table.Th w={100} ta="right">
            연속
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.rank} style={mine(item) ? highlight : undefined}>
            <Table.Td>
              <RankBadge rank={item.rank} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeOf(item.time)}</Table.Td>
            <Table.Td style={{ maxWidth: 180 }}>{member(item)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.greeting}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatThousands(item.points)}P
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {item.streak}일째
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
