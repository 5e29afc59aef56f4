import { lazy, Suspense, useState } from 'react';
import { Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from '@carddogam/contract/calls/site-dashboard';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { SiteAdminLayout } from '../site-admin';
import { dashboardQuery } from './api/site-dashboard-queries';
import { FigureCards } from './components/FigureCards';
import { QueueCards } from './components/QueueCards';
import { TopPaths } from './components/TopPaths';
import { DASHBOARD_CHART_HEIGHT } from './lib/dashboard-figures';

// chart.js is the screen's largest library: it loads after the numbers, into boxes of the charts' size.
const DashboardCharts = lazy(() =>
  import('./components/DashboardCharts').then((m) => ({ default: m.DashboardCharts })),
);

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((value) => ({ value, label: DASHBOARD_PERIOD_LABELS[value] }));

/** /admin/dashboard: how the site is doing over a period, and what waits for staff now. */
export default function DashboardPage() {
  return (
    <SiteAdminLayout group="main" title="관리자 대시보드">
      {() => <Dashboard />}
    </SiteAdminLayout>
  );
}

function Dashboard() {
  const [period, setPeriod] = useState<DashboardPeriod>('7d');
  const query = useQuery(dashboardQuery(period));
  const data = query.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="기간"
          data={PERIOD_OPTIONS}
          value={period}
          onChange={(value) => setPeriod(value as DashboardPeriod)}
        />
        {query.isFetching && data ? <Loader size="xs" aria-label="새로 불러오는 중" /> : null}
      </Group>
      {!data ? (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TitledSection id="dashboard-figures" title={`${DASHBOARD_PERIOD_LABELS[data.period]} 현황`}>
            <FigureCards totals={data.totals} />
            <Text size="xs" c="dimmed">
              방문자는 하루 한 번 세는 방문 수의 합이고, 지난 날의 페이지뷰는 하루 단위 집계에서 읽습니다.
            </Text>
          </TitledSection>
          <TitledSection id="dashboard-queues" title="처리 대기">
            <QueueCards queues={data.queues} />
          </TitledSection>
          {data.days.length > 1 ? (
            <TitledSection id="dashboard-charts" title="일별 추이">
              <Suspense
                fallback={
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    <div style={{ height: DASHBOARD_CHART_HEIGHT }} />
                  </SimpleGrid>
                }
              >
                <DashboardCharts days={data.days} />
              </Suspense>
            </TitledSection>
          ) : null}
          <TitledSection id="dashboard-paths" title="많이 본 페이지">
            <TopPaths paths={data.top_paths} />
          </TitledSection>
        </>
      )}
    </Stack>
  );
}
