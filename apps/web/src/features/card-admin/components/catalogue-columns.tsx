import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { CatalogueRow } from '@carddogam/contract/calls/card-admin-catalogue';

const yesNo = (value: boolean) => (value ? 'O' : '-');

/** The columns of /admin/card/card_en; 카드 ID, 영어 이름, 발매일 and 최종 수정 sort on the server. */
export const catalogueColumns: ColumnDef<CatalogueRow>[] = [
  {
    id: 'id',
    header: '카드 ID',
    accessorKey: 'id',
    enableSorting: true,
    meta: { nowrap: true },
    cell: ({ row }) => (
      <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(row.original.id)}`} size="sm">
        {row.original.id}
      </Anchor>
    ),
  },
  { id: 'name', header: '영어 이름', accessorKey: 'name_en', enableSorting: true },
  { id: 'name_kr', header: '한글 이름', accessorFn: (r) => r.name_kr ?? '' },
  { id: 'name_jp', header: '일어 이름', accessorFn: (r) => r.name_jp ?? '' },
  { id: 'supertype', header: '분류', accessorKey: 'supertype', meta: { nowrap: true } },
  { id: 'set_name', header: '제품', accessorFn: (r) => r.set_name ?? '' },
  { id: 'number', header: '번호', accessorKey: 'number', meta: { nowrap: true } },
  {
    id: 'release',
    header: '발매일',
    accessorFn: (r) => r.release ?? '',
    enableSorting: true,
    meta: { nowrap: true },
  },
  { id: 'has_kr', header: '한글', accessorFn: (r) => yesNo(r.has_kr), meta: { align: 'center' } },
  { id: 'has_jp', header: '일어', accessorFn: (r) => yesNo(r.has_jp), meta: { align: 'center' } },
  {
    id: 'is_available',
    header: '영어판',
    accessorFn: (r) => (r.is_available ? '있음' : '자체'),
    meta: { nowrap: true },
    cell: ({ row }) =>
      row.original.is_available ? (
        '있음'
      ) : (
        <Badge size="sm" variant="light">
          자체
        </Badge>
      ),
  },
  {
    id: 'modified',
    header: '최종 수정',
    accessorKey: 'last_modified',
    enableSorting: true,
    meta: { nowrap: true },
  },
  { id: 'deleted_at', header: '삭제일', accessorFn: (r) => r.deleted_at ?? '', meta: { nowrap: true } },
];
