import type { ColumnDef } from '@tanstack/react-table';
import {
  ENTRY_SOURCE_LABEL,
  type DictionaryEntry,
  type DictionaryKind,
  type RarityEntry,
} from '@carddogam/contract/calls/translate-admin';
import { RowActions } from '../../../components/admin/RowActions';

export type DictionaryKindOrRarity = DictionaryKind | 'rarity';
/** A row of any dictionary: rarities have no source, writer or date. */
export type EntryRow = RarityEntry & Partial<Pick<DictionaryEntry, 'source' | 'writer' | 'updated'>>;

/** The columns of a dictionary page; the 관리 column only for those who may write. */
export function entryColumns(
  kind: DictionaryKindOrRarity,
  actions: { edit: (entry: EntryRow) => void; remove: (entry: EntryRow) => void } | null,
): ColumnDef<EntryRow>[] {
  const columns: ColumnDef<EntryRow>[] = [
    { accessorKey: 'en', header: '영어' },
    { accessorKey: 'kr', header: '한글', cell: ({ row }) => row.original.kr ?? '-' },
    { accessorKey: 'jp', header: '일본어', cell: ({ row }) => row.original.jp ?? '-' },
    {
      accessorKey: 'fills',
      header: '채울 카드',
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => `${row.original.fills.toLocaleString('ko-KR')}장`,
    },
  ];
  if (kind !== 'rarity') {
    columns.push(
      {
        id: 'source',
        accessorFn: (row) => ENTRY_SOURCE_LABEL[row.source ?? ''] ?? row.source ?? '',
        header: '출처',
        meta: { nowrap: true },
      },
      { accessorKey: 'updated', header: '수정일', meta: { nowrap: true } },
    );
  }
  if (actions) {
    columns.push({
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={row.original.en}
          actions={[
            { label: '수정', onClick: () => actions.edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => actions.remove(row.original) },
          ]}
        />
      ),
    });
  }
  return columns;
}
