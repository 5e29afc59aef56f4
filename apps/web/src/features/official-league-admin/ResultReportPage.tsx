import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import type { QueueFilter } from './api/keys';
import { QUEUE_PAGE_SIZE, reportsQuery } from './api/league-admin-queries';
import { LeagueAdminLayout } from './components/LeagueAdminLayout';
import { ReportDialog } from './components/ReportDialog';
import { reportColumns, type ResultReport } from './components/report-columns';
import { StatusFilter } from './components/StatusFilter';

/**
 * /admin/provide/official_league: members' reports of event results. Staff read the pasted standings and
 * approve them into the event (with the report points) or reject them; the staff alarm of a report links
 * here with ?id=, which opens that report. The staff guard is the one of the other report queues, whose
 * tabs link here too.
 */
export default function ResultReportPage() {
  return (
    <LeagueAdminLayout title="공식대회 제보" access="staff">
      {() => <ReportQueue />}
    </LeagueAdminLayout>
  );
}

const FIRST: QueueFilter = { status: '접수', page: 1 };
const rowId = (report: ResultReport) => String(report.id);

function ReportQueue() {
  const [params] = useSearchParams();
  const linkedId = Number(params.get('id')) || null;
  const [filter, setFilter] = useState<QueueFilter>(FIRST);
  const [selected, setSelected] = useState<ResultReport | null>(null);
  // The linked report opens once; after it is closed the list stays as it is.
  const [linkClosed, setLinkClosed] = useState(false);
  const list = useQuery(reportsQuery(filter));
  const columns = useMemo(() => reportColumns(setSelected), []);

  const linked = linkClosed ? undefined : list.data?.rows.find((report) => report.id === linkedId);
  const shown = selected ?? linked ?? null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        회원이 보낸 대회 결과입니다. 승인하면 순위표가 대회에 저장되고 제보자에게 알림과 포인트가 갑니다.
        본인의 제보는 다른 운영진이 처리합니다.
      </Text>
      <AdminTable
        label="공식대회 제보"
        columns={columns}
        getRowId={rowId}
        toolbar={
          <StatusFilter
            label="제보 상태"
            value={filter.status}
            onChange={(status) => setFilter({ status, page: 1 })}
          />
        }
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: QUEUE_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        minWidth={900}
        emptyText="조건에 맞는 제보가 없습니다"
      />
      {shown && (
        <ReportDialog
          key={shown.id}
          report={shown}
          onClose={() => {
            setSelected(null);
            setLinkClosed(true);
          }}
        />
      )}
    </Stack>
  );
}
