import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { DeleteCandidate, DeletedCardRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { RowActions } from '../../../components/admin/RowActions';

const cardLink = (id: string) => (
  <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(id)}`} size="sm">
    {id}
  </Anchor>
);
const displayName = (c: { name_en: string; name_kr: string | null }) =>
  c.name_kr ? `${c.name_kr} (${c.name_en})` : c.name_en;

const IMPACT_COLUMNS: Array<[keyof DeleteCandidate['impact'], string]> = [
  ['reviews', '리뷰'],
  ['price_records', '시세 기록'],
  ['trade_lines', '거래글 카드'],
  ['deck_entries', '덱 수록'],
  ['collection_entries', '컬렉션'],
  ['edit_history', '수정 내역'],
];

/** Found cards with the counts of what stays behind when they are deleted. */
export function candidateColumns(onDelete: (card: DeleteCandidate) => void): ColumnDef<DeleteCandidate>[] {
  return [
    { id: 'id', header: '카드 ID', accessorKey: 'id', cell: ({ row }) => cardLink(row.original.id) },
    { id: 'name', header: '이름', accessorFn: displayName },
    { id: 'set', header: '제품', accessorFn: (c) => `${c.set_name ?? ''} ${c.number}`.trim() },
    ...IMPACT_COLUMNS.map(([key, label]): ColumnDef<DeleteCandidate> => ({
      id: key,
      header: label,
      accessorFn: (c) => c.impact[key],
      meta: { align: 'right' },
    })),
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { label: '관리' },
      cell: ({ row }) =>
        row.original.deleted_at ? (
          <Text size="sm" c="dimmed">
            삭제됨
          </Text>
        ) : (
          <RowActions
            subject={row.original.id}
            actions={[{ label: '삭제', color: 'red', onClick: () => onDelete(row.original) }]}
          />
        ),
    },
  ];
}

/** Deleted cards, newest first, with 되돌리기 while the 7 days last. */
export function deletedColumns(onUndo: (card: DeletedCardRow) => void): ColumnDef<DeletedCardRow>[] {
  return [
    { id: 'id', header: '카드 ID', accessorKey: 'id', cell: ({ row }) => cardLink(row.original.id) },
    { id: 'name', header: '이름', accessorFn: displayName },
    { id: 'deleted_at', header: '삭제일', accessorKey: 'deleted_at', meta: { nowrap: true } },
    {
      id: 'deleted_by',
      header: '삭제한 사람',
      accessorFn: (c) => c.deleted_by_nickname ?? c.deleted_by ?? '',
    },
    { id: 'undo_until', header: '되돌리기 기한', accessorKey: 'undo_until', meta: { nowrap: true } },
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { label: '관리' },
      cell: ({ row }) => (
        <Button
          size="compact-sm"
          variant="light"
          disabled={!row.original.can_undo}
          aria-label={`${row.original.id} 되돌리기`}
          onClick={() => onUndo(row.original)}
        >
          되돌리기
        </Button>
      ),
    },
  ];
}
