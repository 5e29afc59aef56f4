import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ExcelChange } from '@carddogam/contract/calls/card-excel';

const valueCell = (value: string, strong = false) =>
  value === '' ? (
    <Text size="sm" c="dimmed">
      (비어 있음)
    </Text>
  ) : (
    <Text size="sm" fw={strong ? 600 : undefined} style={{ whiteSpace: 'pre-wrap' }}>
      {value}
    </Text>
  );

/** The diff of a dry run: one line per card and field. */
export const changeColumns: ColumnDef<ExcelChange>[] = [
  { accessorKey: 'row', header: '행', meta: { nowrap: true, align: 'right' } },
  {
    accessorKey: 'id',
    header: '카드',
    meta: { csv: (change) => `${change.id} ${change.card_name}` },
    cell: ({ row }) => (
      <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(row.original.id)}`} size="sm">
        {row.original.card_name}{' '}
        <Text span size="xs" c="dimmed">
          {row.original.id}
        </Text>
      </Anchor>
    ),
  },
  { accessorKey: 'field', header: '항목', meta: { nowrap: true } },
  { accessorKey: 'before', header: '지금', cell: ({ row }) => valueCell(row.original.before) },
  { accessorKey: 'after', header: '바뀔 값', cell: ({ row }) => valueCell(row.original.after, true) },
];

export const changeRowId = (change: ExcelChange) => `${change.id}:${change.field}`;
