import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { TRADE_MSG, type TradeLine } from '@carddogam/contract/calls/trade';
import { formatDate, formatWon } from '../../../lib/format';
import { conditionLabel } from '../lib/grades';

/** A post's card lines; the writer marks a line 판매완료 after confirming. */
export function PostLines({
  lines,
  canMarkSold,
  onSold,
}: {
  lines: TradeLine[];
  canMarkSold: boolean;
  onSold: (lineId: number) => void;
}) {
  const confirmSold = (line: TradeLine) =>
    modals.openConfirmModal({
      title: '판매완료',
      children: <Text size="sm">{TRADE_MSG.soldConfirm}</Text>,
      labels: { confirm: '판매완료', cancel: '취소' },
      onConfirm: () => onSold(line.id),
    });
  return (
    <Stack gap="xs" aria-label="거래 카드" role="list">
      {lines.map((line) => (
        <Paper key={line.id} withBorder p="sm" radius="md" role="listitem" data-trade-line={line.id}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge size="sm" variant="light">
                {NATION_LABEL[line.card_nation]}
              </Badge>
              <Anchor
                component={Link}
                to={`/card/detail?id=${line.card_id}&lang=${line.card_nation}`}
                fw={700}
                lineClamp={1}
              >
                {line.card_name}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{conditionLabel(line)}</Text>
              <Text fw={700}>{formatWon(line.card_price)}</Text>
              <Badge color={line.state === '판매완료' ? 'gray' : 'teal'}>{line.state}</Badge>
              {canMarkSold && line.state !== '판매완료' && (
                <Button size="compact-xs" variant="light" onClick={() => confirmSold(line)}>
                  판매완료로 변경
                </Button>
              )}
            </Group>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {line.state === '판매완료'
              ? `판매일 ${formatDate(line.card_sold)}`
              : `등록일 ${formatDate(line.card_created)}`}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
