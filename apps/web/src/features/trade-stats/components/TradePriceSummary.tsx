import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Nation } from '@carddogam/contract/constants';
import { formatWon } from '../../../lib/format';
import { StatTile } from './StatTile';
import { useTradeStats } from '../hooks/use-trade-stats';

/**
 * The card popup's trade prices (§2.17): the shown edition's average, latest S-grade price and number of
 * trades, from the same statistics call as the card page's section (so one answer serves both).
 */
export function TradePriceSummary({ cardId, nation }: { cardId: string; nation: Nation }) {
  const query = useTradeStats(cardId, nation);
  return (
    <Stack gap={6} component="section" aria-label="카드 시세">
      <Text fw={700} size="sm">
        카드 시세
      </Text>
      {query.isPending ? (
        <Skeleton h={52} radius="sm" />
      ) : query.isError ? (
        <Text size="sm" c="dimmed">
          {query.error.message}
        </Text>
      ) : (
        <SimpleGrid cols={3} spacing="xs">
          <StatTile label="평균가" value={formatWon(query.data.total.total_avg)} />
          <StatTile label="최근거래가(S급)" value={formatWon(query.data.recent_s)} />
          <StatTile label="거래 건수" value={`${query.data.posts.total}건`} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
