import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import type { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { RowActions } from '../../../components/admin/RowActions';

export type Archetype = CallResult<typeof officialLeagueCalls.archetypeList>[number];

/** The columns of /admin/league/deck_name. */
export function archetypeColumns(actions: {
  edit: (archetype: Archetype) => void;
  remove: (archetype: Archetype) => void;
}): ColumnDef<Archetype>[] {
  return [
    { accessorKey: 'name_kr', header: '한글 이름' },
    { accessorKey: 'name_en', header: '영문 이름' },
    { accessorKey: 'key_card_name', header: '핵심 카드' },
    { accessorKey: 'priority', header: '우선순위', meta: { align: 'right', nowrap: true } },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={`${row.original.name_kr}`}
          actions={[
            { label: '수정', onClick: () => actions.edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => actions.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}
