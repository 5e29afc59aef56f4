import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import {
  PROPOSAL_KIND_LABEL,
  PROPOSAL_ORIGIN_LABEL,
  TRANSLATED_SOURCE_LABEL,
  type ProposalKind,
  type TranslatedRow,
  type TranslatedSource,
} from '@carddogam/contract/calls/translate-admin';

const kindLabel = (row: TranslatedRow) =>
  row.kind === 'record'
    ? '한글판'
    : `${PROPOSAL_KIND_LABEL[row.kind as ProposalKind]}${row.kind === 'attack' || row.kind === 'ability' ? ` ${row.position + 1}` : ''}`;
const sourceLabel = (row: TranslatedRow) =>
  PROPOSAL_ORIGIN_LABEL[row.source] ?? TRANSLATED_SOURCE_LABEL[row.source as TranslatedSource] ?? row.source;
const stateLabel = (row: TranslatedRow) => (row.confirmed ? '확정' : '미확인');

/** The columns of /admin/card/translated. */
export function translatedColumns(): ColumnDef<TranslatedRow>[] {
  return [
    {
      accessorKey: 'card_id',
      header: '카드',
      meta: { nowrap: true },
      cell: ({ row }) => (
        <a
          href={`/card/detail?id=${encodeURIComponent(row.original.card_id)}`}
          target="_blank"
          rel="noreferrer"
        >
          {row.original.card_id}
        </a>
      ),
    },
    { accessorKey: 'name_en', header: '영어 카드 이름' },
    { id: 'kind', accessorFn: kindLabel, header: '종류', meta: { nowrap: true } },
    { accessorKey: 'en', header: '영어' },
    { accessorKey: 'kr', header: '한글' },
    { id: 'source', accessorFn: sourceLabel, header: '출처', meta: { nowrap: true } },
    {
      id: 'state',
      accessorFn: stateLabel,
      header: '상태',
      meta: { nowrap: true },
      cell: ({ row }) => (
        <Badge size="sm" variant="light" color={row.original.confirmed ? 'teal' : 'gray'}>
          {stateLabel(row.original)}
        </Badge>
      ),
    },
    { id: 'by', accessorFn: (row) => row.by ?? '', header: '처리자', meta: { nowrap: true } },
    { id: 'provider', accessorFn: (row) => row.provider ?? '', header: '제보자', meta: { nowrap: true } },
    { id: 'at', accessorFn: (row) => row.at ?? '', header: '일시', meta: { nowrap: true } },
  ];
}
