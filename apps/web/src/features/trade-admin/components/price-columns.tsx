import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { PriceAdminRow } from '@carddogam/contract/calls/trade-admin';
import { NATION_TAB_LABEL, type Nation } from '@carddogam/contract/constants';
import { RowActions } from '../../../components/admin/RowActions';
import { formatWon } from '../../../lib/format';
import { requestCondition } from '../../trade-request';

export type PriceAction = 'edit' | 'delete';

/** The columns of /admin/trade/price, with each row's 수정 and 삭제. */
export function priceColumns(
  act: (row: PriceAdminRow, action: PriceAction) => void,
): ColumnDef<PriceAdminRow>[] {
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
      id: 'card_price',
      header: '가격',
      accessorFn: (r) => formatWon(r.card_price),
      meta: { align: 'right', nowrap: true },
    },
    { id: 'state', header: '거래 상태', accessorKey: 'state', meta: { nowrap: true } },
    {
      id: 'trade_date',
      header: '거래일',
      accessorFn: (r) => r.card_sold ?? r.card_created ?? '-',
      meta: { nowrap: true },
    },
    {
      id: 'source',
      header: '출처',
      accessorFn: (r) => (r.post_id > 0 ? `거래글 ${r.post_id}` : '관리자 입력'),
      cell: ({ row }) =>
        row.original.post_id > 0 ? (
          <Anchor component={Link} to={`/trade/post/read?id=${row.original.post_id}`} size="sm">
            {row.original.post_title ?? `거래글 ${row.original.post_id}`}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            관리자 입력
          </Text>
        ),
    },
    {
      id: 'member',
      header: '작성자',
      accessorFn: (r) => (r.user_id ? `${r.nickname ?? ''} (${r.user_id})` : '-'),
    },
    { id: 'created', header: '등록일', accessorKey: 'created', meta: { nowrap: true } },
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { label: '관리' },
      cell: ({ row }) => (
        <RowActions
          subject={`가격 ${row.original.id}`}
          actions={[
            { label: '수정', onClick: () => act(row.original, 'edit') },
            { label: '삭제', color: 'red', onClick: () => act(row.original, 'delete') },
          ]}
        />
      ),
    },
  ];
}
