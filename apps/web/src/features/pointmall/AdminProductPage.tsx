import { useMemo, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { POINTMALL_PAGE_SIZE, type AdminProductRow } from '@carddogam/contract/calls/pointmall';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { canWriteProducts } from '@carddogam/contract/pointmall/roles';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import type { SessionUser } from '../../lib/session';
import { showError, showSuccess } from '../../lib/toast';
import type { AdminProductFilter } from './api/keys';
import { useSetProductShown } from './api/product-mutations';
import { adminProductsQuery } from './api/pointmall-queries';
import { PointmallAdminLayout } from './components/admin/PointmallAdminLayout';
import { productColumns } from './components/admin/product-columns';

/** /admin/pointmall/product: every product with what it sold; 관리자 edit, hide and show them. */
export default function AdminProductPage() {
  return (
    <PointmallAdminLayout title="상품 관리" access="mallStaff">
      {(user) => <ProductTable user={user} />}
    </PointmallAdminLayout>
  );
}

const FIRST: AdminProductFilter = { page: 1, search: '', show: 'all', sort: 'id', order: 'desc' };
const rowId = (row: AdminProductRow) => String(row.id);
const SHOW_FILTERS = [
  { value: 'all', label: '전체' },
  { value: 'shown', label: '표시' },
  { value: 'hidden', label: '숨김' },
];

function ProductTable({ user }: { user: SessionUser }) {
  const [filter, setFilter] = useState<AdminProductFilter>(FIRST);
  const [search, setSearch] = useState('');
  const list = useQuery(adminProductsQuery(filter));
  const setShown = useSetProductShown();
  const columns = useMemo(
    () =>
      productColumns(
        // The server's rule: 관리자 edit any product, a writer holding the permission their own.
        (row) => user.type === '관리자' || (canWriteProducts(user) && row.user_id === user.user_id),
        (row, isShow) =>
          setShown.mutate(
            { id: row.id, is_show: isShow },
            {
              onSuccess: () => showSuccess(isShow ? POINTMALL_MSG.shown : POINTMALL_MSG.hidden),
              onError: showError,
            },
          ),
      ),
    [user, setShown],
  );
  const sorting: SortingState =
    filter.sort === 'id' && filter.order === 'desc'
      ? []
      : [{ id: filter.sort, desc: filter.order === 'desc' }];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="표시 여부"
            value={filter.show}
            data={SHOW_FILTERS}
            onChange={(show) => setFilter({ ...filter, show: show as AdminProductFilter['show'], page: 1 })}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setFilter({ ...filter, search: search.trim(), page: 1 });
            }}
          >
            <TextInput
              aria-label="상품 검색"
              placeholder="상품명 검색"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </form>
        </Group>
        {canWriteProducts(user) && (
          <Button component={Link} to="/pointmall/write" leftSection={<IconPlus size={16} />}>
            상품 등록
          </Button>
        )}
      </Group>
      <AdminTable
        label="상품 목록"
        columns={columns}
        getRowId={rowId}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: POINTMALL_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        sorting={{
          state: sorting,
          onChange: (next) => {
            const first = next[0];
            setFilter({
              ...filter,
              page: 1,
              sort: (first?.id as AdminProductFilter['sort']) ?? 'id',
              order: first ? (first.desc ? 'desc' : 'asc') : 'desc',
            });
          },
        }}
        minWidth={1200}
        emptyText={POINTMALL_MSG.empty}
      />
    </Stack>
  );
}
