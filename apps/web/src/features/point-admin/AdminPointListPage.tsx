import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MANUAL_POINT_MENU, type AdminPointRecordItem } from '@carddogam/contract/calls/points';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import type { LedgerFilter } from './api/keys';
import { LEDGER_PAGE_SIZE, ledgerQuery, settingsQuery } from './api/point-admin-queries';
import { LedgerFilters } from './components/LedgerFilters';
import { ManualPointsDialog } from './components/ManualPointsDialog';
import { PointAdminLayout } from './components/PointAdminLayout';
import { ledgerColumns } from './components/ledger-columns';

const FIRST: LedgerFilter = { member: '', menu: '', from: null, to: null, page: 1 };
/** Menus that write to the ledger without a setting of their own. */
const LEDGER_ONLY_MENUS = [MANUAL_POINT_MENU, '포인트몰'];

const rowId = (row: AdminPointRecordItem) => String(row.id);

/** /admin/point/list: every ledger row, filtered, with the 관리자's manual grant or deduction. */
export default function AdminPointListPage() {
  return (
    <PointAdminLayout title="포인트 내역">
      <Ledger />
    </PointAdminLayout>
  );
}

function Ledger() {
  const [filter, setFilter] = useState<LedgerFilter>(FIRST);
  const [dialogOpen, setDialogOpen] = useState(false);
  const list = useQuery(ledgerQuery(filter));
  const settings = useQuery(settingsQuery);
  const menus = [...new Set([...(settings.data ?? []).map((s) => s.menu), ...LEDGER_ONLY_MENUS])];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <LedgerFilters filter={filter} menus={menus} onChange={(next) => setFilter({ ...next, page: 1 })} />
        <Button onClick={() => setDialogOpen(true)}>포인트 지급/차감</Button>
      </Group>
      <AdminTable
        label="포인트 내역"
        columns={ledgerColumns}
        getRowId={rowId}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: LEDGER_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        minWidth={980}
        emptyText="조건에 맞는 포인트 내역이 없습니다"
      />
      <ManualPointsDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Stack>
  );
}
