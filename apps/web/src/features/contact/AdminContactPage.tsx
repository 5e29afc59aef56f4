import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { INQUIRY_PAGE_SIZE, type InquiryAdminRow } from '@carddogam/contract/calls/contact';
import { RequireStaff } from '../../app/guards/RequireStaff';
import { AdminTable } from '../../components/admin/AdminTable';
import { AdminTabsPage } from '../../components/admin/AdminTabsPage';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { adminInquiriesQuery } from './api/contact-queries';
import type { AdminInquiryFilter } from './api/keys';
import { AdminInquiryFilters } from './components/AdminInquiryFilters';
import { AnswerDialog } from './components/AnswerDialog';
import { inquiryColumns } from './components/admin-columns';

const TABS = [
  { label: '문의 관리', to: '/admin/main/contact' },
  { label: '알림 관리', to: '/admin/main/alarm' },
];

/** /admin/main/contact: every inquiry, newest first, filtered and answered here (?id=N opens one). */
export default function AdminContactPage() {
  return (
    <RequireStaff>
      {() => (
        <AdminTabsPage tabs={TABS} menuLabel="운영 메뉴" title="문의 관리">
          <InquiryQueue />
        </AdminTabsPage>
      )}
    </RequireStaff>
  );
}

const rowId = (row: InquiryAdminRow) => String(row.id);

const FIRST: AdminInquiryFilter = { status: '접수', category: null, q: '', page: 1 };

function InquiryQueue() {
  const [filter, setFilter] = useState<AdminInquiryFilter>(FIRST);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const list = useQuery(adminInquiriesQuery(filter));
  const columns = useMemo(() => inquiryColumns((row) => setParams({ id: String(row.id) })), [setParams]);

  return (
    <Stack gap="md">
      <AdminInquiryFilters filter={filter} onChange={(next) => setFilter({ ...next, page: 1 })} />
      {list.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          답변을 기다리는 문의 {list.data.waiting.toLocaleString('ko-KR')}건
        </Text>
      )}
      <AdminTable
        label="문의 목록"
        columns={columns}
        getRowId={rowId}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: INQUIRY_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        minWidth={960}
        emptyText="조건에 맞는 문의가 없습니다"
      />
      {openId && <AnswerDialog id={openId} onClose={() => setParams({})} />}
    </Stack>
  );
}
