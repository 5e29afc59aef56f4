import { lazy, Suspense, useMemo } from 'react';
import { Table, Text } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { formatWinRate, gamesOf } from '../../../components/figures/win-rate';
import { formatThousands } from '../../../lib/format';
import { hasMonthlyGames, monthlyChartData } from '../lib/monthly-chart';
import { MONTHLY_CHART_HEIGHT } from './chart-size';

// chart.js is the page's largest library: it loads beside the tables, into a box of the chart's size.
const MonthlyChart = lazy(() => import('./MonthlyChart').then((m) => ({ default: m.MonthlyChart })));

type Monthly = CallResult<typeof leagueCalls.recordSummary>['monthly'];

/** 월별 승률: the chart, and under it each month's games, so a month of two games is seen as such. */
export function MonthlySection({ monthly }: { monthly: Monthly }) {
  const data = useMemo(() => monthlyChartData(monthly), [monthly]);
  if (!hasMonthlyGames(monthly))
    return (
      <Text size="sm" c="dimmed">
        아직 그릴 경기가 없습니다.
      </Text>
    );
  return (
    <>
      <Suspense fallback={<div style={{ height: MONTHLY_CHART_HEIGHT }} />}>
        <MonthlyChart data={data} />
      </Suspense>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={4} aria-label="월별 경기 수">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>월</Table.Th>
              <Table.Th ta="right">경기</Table.Th>
              <Table.Th ta="right">승률</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {monthly.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Td>{m.month}</Table.Td>
                <Table.Td ta="right">{formatThousands(gamesOf(m.record))}경기</Table.Td>
                <Table.Td ta="right">{formatWinRate(m.win_rate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
