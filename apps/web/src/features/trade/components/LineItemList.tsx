import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { NATION_LABEL } from '@carddogam/contract/constants';
import type { TradeLineItem } from '@carddogam/contract/calls/trade';
import { UserPopupMenu } from '../../user-menu';
import { formatDateTime, formatWon } from '../../../lib/format';
import { conditionLabel } from '../lib/grades';

/** Card lines with their posts (/trade/card_list, /trade/log); one card per row on every screen size. */
export function LineItemList({ rows, empty }: { rows: TradeLineItem[]; empty: string }) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" radius="md" data-trade-line={row.id}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Badge size="sm" variant="light">
                  {NATION_LABEL[row.card_nation]}
                </Badge>
                <Anchor
                  component={Link}
                  to={`/card/detail?id=${row.card_id}&lang=${row.card_nation}`}
                  fw={700}
                  lineClamp={1}
                >
                  {row.card_name}
                </Anchor>
              </Group>
              <Anchor
                component={Link}
                to={`/trade/post/read?id=${row.post_id}`}
                size="sm"
                c="dimmed"
                lineClamp={1}
              >
                {row.title}
              </Anchor>
              <Group gap={6} wrap="wrap">
                <UserPopupMenu user={{ user_id: row.user_id, nickname: row.nickname }} />
                <Text size="sm" c="dimmed">
                  {formatDateTime(row.created)}
                </Text>
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{conditionLabel(row)}</Text>
              <Text fw={700}>{formatWon(row.card_price)}</Text>
              <Badge color={row.state === '판매완료' ? 'gray' : 'teal'}>{row.state}</Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
