import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardAnswer } from '@carddogam/contract/calls/site-dashboard';
import { TrendLineChart } from '../../../components/charts/TrendLineChart';
import { formatThousands } from '../../../lib/format';
import { CHART_GROUPS, chartData, DASHBOARD_CHART_HEIGHT } from '../lib/dashboard-figures';

/** The figures day by day: traffic in one chart, members' activity in the other. */
export function DashboardCharts({ days }: { days: DashboardAnswer['days'] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {CHART_GROUPS.map(({ title, figures }) => {
        const data = chartData(days, figures);
        return (
          <Stack key={title} gap={4}>
            <Text fw={600}>{title}</Text>
            <TrendLineChart
              labels={data.labels}
              lines={data.lines}
              height={DASHBOARD_CHART_HEIGHT}
              ariaLabel={`일별 ${title} 차트`}
              formatValue={formatThousands}
              yAxis={{ beginAtZero: true }}
            />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
