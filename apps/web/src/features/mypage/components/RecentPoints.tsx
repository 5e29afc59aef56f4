import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { PointAmount } from './PointAmount';

interface RecentPoint {
  menu: string;
  activity: string;
  title: string;
  amount: number;
  created: string;
}

/** The last few ledger rows, with the way to the whole ledger. */
export function RecentPoints({ items }: { items: RecentPoint[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>최근 포인트 내역</Text>
        <Anchor component={Link} to="/mypage/point" size="sm">
          전체 보기
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          아직 포인트 내역이 없습니다.
        </Text>
      ) : (
        <Stack gap={6}>
          {items.map((item, index) => (
            <Group key={`${item.created}-${index}`} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {item.title || `${item.menu} · ${item.activity}`}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatDate(item.created)}
                </Text>
                <PointAmount amount={item.amount} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
