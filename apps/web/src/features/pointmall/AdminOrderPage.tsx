import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { ORDER_PAGE_SIZE, type PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import type { AdminOrderFilter } from './api/keys';
import { adminOrdersQuery } from './api/pointmall-queries';
import { BulkStatusButtons } from './components/admin/BulkStatusButtons';
import { OrderFilters } from './components/admin/OrderFilters';
import { orderColumns } from './components/admin/order-columns';
import { PointmallAdminLayout } from './components/admin/PointmallAdminLayout';
import { ShipDialog } from './components/admin/ShipDialog';

/** /admin/pointmall/order: every order, filtered by status, moved in bulk, shipped with a tracking number. */
export default function AdminOrderPage() {
  return (
    <PointmallAdminLayout title="주문 관리" access="mallStaff">
      {() => <OrderQueue />}
    </PointmallAdminLayout>
  );
}

const FIRST: AdminOrderFilter = { status: '주문접수', search: '', page: 1 };
const rowId = (order: PointmallOrder) => String(order.id);
const rowLabel = (order: PointmallOrder) => `주문 ${order.id}`;

function OrderQueue() {
  const [filter, setFilter] = useState<AdminOrderFilter>(FIRST);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [shipping, setShipping] = useState<PointmallOrder | null>(null);
  const list = useQuery(adminOrdersQuery(filter));
  const columns = useMemo(() => orderColumns(setShipping), []);
  const change = (next: AdminOrderFilter) => {
    setSelection({});
    setFilter(next);
  };

  return (
    <Stack gap="md">
      <OrderFilters
        filter={filter}
        counts={list.data?.counts}
        onChange={(next) => change({ ...next, page: 1 })}
      />
      <AdminTable
        label="주문 목록"
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: ORDER_PAGE_SIZE,
          onPageChange: (page) => change({ ...filter, page }),
        })}
        selection={{ state: selection, onChange: setSelection }}
        bulkActions={(selected) => <BulkStatusButtons selected={selected} onDone={() => setSelection({})} />}
        minWidth={1400}
        emptyText="조건에 맞는 주문이 없습니다"
      />
      {shipping && <ShipDialog order={shipping} onClose={() => setShipping(null)} />}
    </Stack>
  );
}
