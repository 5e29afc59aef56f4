import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  VISIT_LOG_COUNT_CAP,
  VISIT_LOG_RETENTION_DAYS,
  type VisitLogItem,
} from '@carddogam/contract/calls/site-dashboard';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { formatThousands } from '../../lib/format';
import { SiteAdminLayout } from '../site-admin';
import type { VisitLogFilter } from './api/keys';
import { VISIT_LOG_PAGE_SIZE, visitLogQuery } from './api/site-dashboard-queries';
import { VisitLogFilters } from './components/VisitLogFilters';
import { visitLogColumns } from './components/visit-log-columns';
import { filterFromSearch } from './lib/visit-log-link';

const rowId = (row: VisitLogItem) => String(row.id);

/** /admin/main/visited_log: every page view of the retention period, newest first, filtered. */
export default function VisitedLogPage() {
  return (
    <SiteAdminLayout group="main" title="방문 기록">
      {() => <VisitLog />}
    </SiteAdminLayout>
  );
}

function VisitLog() {
  const [search] = useSearchParams();
  const [filter, setFilter] = useState<VisitLogFilter>(() => filterFromSearch(search));
  const list = useQuery(visitLogQuery(filter));

  return (
    <Stack gap="md">
      <VisitLogFilters filter={filter} onChange={(next) => setFilter({ ...next, page: 1 })} />
      <Text size="xs" c="dimmed">
        방문 기록은 {VISIT_LOG_RETENTION_DAYS}일 동안 보관한 뒤 지우고, 그 뒤에는 날짜별 합계만 대시보드에
        남습니다.
        {list.data?.capped
          ? ` 조건에 맞는 기록이 ${formatThousands(VISIT_LOG_COUNT_CAP)}건 이상이라 앞쪽만 보여 줍니다.`
          : ''}
      </Text>
      <AdminTable
        label="방문 기록"
        columns={visitLogColumns}
        getRowId={rowId}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: VISIT_LOG_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        minWidth={860}
        emptyText="조건에 맞는 방문 기록이 없습니다"
      />
    </Stack>
  );
}
