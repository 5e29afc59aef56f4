import { SimpleGrid } from '@mantine/core';
import type { TradeStats } from '@carddogam/contract/calls/trade-stats';
import { formatWon } from '../../../lib/format';
import { StatTile } from './StatTile';

/** The single-card summary of §2.13: averages by condition, extremes and trade counts. */
export function BasicSummary({ stats, isMobile }: { stats: TradeStats; isMobile: boolean }) {
  const { total, posts, conditions } = stats;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-summary="basic">
      <StatTile label="평균가(모든등급)" value={formatWon(total.total_avg)} />
      <StatTile label="최근거래가(S급)" value={formatWon(stats.recent_s)} />
      <StatTile label="S급 평균" value={formatWon(conditions.S)} />
      <StatTile label="A급 평균" value={formatWon(conditions.A)} />
      <StatTile label="B급 평균" value={formatWon(conditions.B)} />
      <StatTile label="C(이하) 평균" value={formatWon(conditions.C_below)} />
      {isMobile && <StatTile label="등급" value={formatWon(conditions.graded)} />}
      <StatTile label="최고가" value={formatWon(total.total_max)} />
      <StatTile label="최저가" value={formatWon(total.total_min)} />
      <StatTile label="총 거래 건수" value={`${posts.total}건`} />
      <StatTile label="거래등록" value={`${posts.registered}건 · ${formatWon(posts.registered_price)}`} />
      <StatTile label="거래완료" value={`${posts.finished}건 · ${formatWon(posts.finished_price)}`} />
    </SimpleGrid>
  );
}
