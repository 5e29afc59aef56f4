import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  OPEN_REQUEST,
  REQUEST_STATES,
  TRADE_REQUEST_PAGE_SIZE,
  type RequestState,
  type TradeRequestRow,
} from '@carddogam/contract/calls/trade-request';
import { NATION_TAB_LABEL, type Nation } from '@carddogam/contract/constants';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { RowActions } from '../../components/admin/RowActions';
import { formatWon } from '../../lib/format';
import { requestCondition } from '../trade-request';
import { SiteAdminLayout } from '../site-admin';
import type { RequestFilter } from './api/keys';
import { requestsQuery } from './api/trade-admin-queries';
import { RequestHandleDialog } from './components/RequestHandleDialog';

/** /admin/trade/request (관리자): members' buy requests by state and card, each open one closed with a memo. */
export default function TradeRequestAdminPage() {
  return (
    <SiteAdminLayout group="trade" title="거래 요청">
      {() => <RequestScreen />}
    </SiteAdminLayout>
  );
}

const FIRST: RequestFilter = { page: 1, size: TRADE_REQUEST_PAGE_SIZE, state: OPEN_REQUEST, card: '' };
const ALL = 'all';

function columns(handle: (row: TradeRequestRow) => void): ColumnDef<TradeRequestRow>[] {
  return [
    { id: 'id', header: '번호', accessorKey: 'id', meta: { nowrap: true } },
    {
      id: 'card',
      header: '카드',
      accessorFn: (r) => `${r.card_name} (${r.card_id})`,
      cell: ({ row }) => (
        <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(row.original.card_id)}`} size="sm">
          {row.original.card_name || row.original.card_id}
        </Anchor>
      ),
    },
    {
      id: 'card_nation',
      header: '언어',
      accessorFn: (r) => NATION_TAB_LABEL[r.card_nation as Nation] ?? r.card_nation,
      meta: { nowrap: true },
    },
    { id: 'condition', header: '카드 상태', accessorFn: (r) => requestCondition(r), meta: { nowrap: true } },
    {
      id: 'want_price',
      header: '희망 최고 가격',
      accessorFn: (r) => formatWon(r.want_price),
      meta: { align: 'right', nowrap: true },
    },
    { id: 'member', header: '요청자', accessorFn: (r) => `${r.nickname} (${r.user_id})` },
    {
      id: 'memo',
      header: '메모',
      accessorKey: 'memo',
      cell: ({ row }) => (
        <Text size="sm" lineClamp={2}>
          {row.original.memo}
        </Text>
      ),
    },
    {
      id: 'state',
      header: '상태',
      accessorKey: 'state',
      cell: ({ row }) => (
        <Badge size="sm" variant="light" color={row.original.state === OPEN_REQUEST ? 'blue' : 'gray'}>
          {row.original.state}
        </Badge>
      ),
    },
    { id: 'staff_memo', header: '처리 메모', accessorKey: 'staff_memo' },
    { id: 'created', header: '요청일', accessorKey: 'created', meta: { nowrap: true } },
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { label: '관리' },
      cell: ({ row }) =>
        row.original.state === OPEN_REQUEST ? (
          <RowActions
            subject={`요청 ${row.original.id}`}
            actions={[{ label: '처리', onClick: () => handle(row.original) }]}
          />
        ) : null,
    },
  ];
}

function RequestScreen() {
  const [filter, setFilter] = useState<RequestFilter>(FIRST);
  const [card, setCard] = useState('');
  const [handling, setHandling] = useState<TradeRequestRow | null>(null);
  const list = useQuery(requestsQuery(filter));
  const cols = useMemo(() => columns(setHandling), []);
  const change = (next: Partial<RequestFilter>) => setFilter((old) => ({ ...old, page: 1, ...next }));
  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          change({ card: card.trim() });
        }}
      >
        <Group align="flex-end">
          <Select
            label="상태"
            w={120}
            data={[{ value: ALL, label: '전체' }, ...REQUEST_STATES.map((s) => ({ value: s, label: s }))]}
            value={filter.state ?? ALL}
            onChange={(v) => change({ state: !v || v === ALL ? null : (v as RequestState) })}
            allowDeselect={false}
          />
          <TextInput
            label="카드 ID 또는 이름"
            value={card}
            onChange={(e) => setCard(e.currentTarget.value)}
            w={200}
          />
          <Button type="submit" variant="default">
            검색
          </Button>
        </Group>
      </form>
      <AdminTable
        label="구매 요청"
        columns={cols}
        getRowId={(r) => String(r.id)}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: TRADE_REQUEST_PAGE_SIZE,
          onPageChange: (page) => setFilter((old) => ({ ...old, page })),
        })}
        minWidth={1200}
        emptyText="조건에 맞는 구매 요청이 없습니다"
      />
      <RequestHandleDialog row={handling} onClose={() => setHandling(null)} />
    </Stack>
  );
}
