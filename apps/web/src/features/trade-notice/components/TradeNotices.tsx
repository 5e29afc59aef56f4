import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { shownTradeNoticesQuery } from '../api/trade-notice-queries';

/**
 * The trade pages' notices (/admin/trade/notice): pinned first, then the newest; a title opens to its
 * content. Nothing at all while there are none or they cannot be loaded: the trade list matters more.
 */
export function TradeNotices() {
  const { data } = useQuery(shownTradeNoticesQuery);
  if (!data || data.length === 0) return null;
  return (
    <Accordion variant="contained" radius="md" aria-label="거래 공지" data-trade-notices>
      {data.map((notice) => (
        <Accordion.Item key={notice.id} value={String(notice.id)}>
          <Accordion.Control>
            <Group gap="xs" wrap="nowrap">
              <Badge color={notice.pinned ? 'red' : 'gray'} variant="light">
                공지
              </Badge>
              <Text fw={600} size="sm" lineClamp={1} style={{ flex: 1 }}>
                {notice.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(notice.created)}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {notice.content || notice.title}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
