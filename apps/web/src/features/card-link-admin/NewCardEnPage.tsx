import { useState } from 'react';
import { Anchor, Badge, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { NewCardEnRow } from '@carddogam/contract/calls/card-links';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { cardImageSrc } from '../../components/card/card-image';
import { formatDateTime } from '../../lib/format';
import { CardAdminLayout } from '../card-edit';
import { newCardEnQuery } from './api/card-link-queries';
import { RunsSelect } from './components/RunsSelect';

const PAGE_SIZE = 30;
type Lacking = 'any' | 'kr' | 'jp';
type Sort = 'created' | 'id' | 'name' | 'set';

const LACKING = [
  { value: 'any', label: '한글 또는 일본 정보 없음' },
  { value: 'kr', label: '한글 정보 없음' },
  { value: 'jp', label: '일본 정보 없음' },
];

const has = (value: boolean) =>
  value ? <Badge color="green">있음</Badge> : <Badge color="gray">없음</Badge>;

const columns: ColumnDef<NewCardEnRow>[] = [
  {
    id: 'image',
    header: '이미지',
    cell: ({ row }) => {
      const src = cardImageSrc('en', row.original.image) ?? row.original.image_url;
      return src ? <img src={src} alt="" width={40} loading="lazy" /> : null;
    },
  },
  {
    id: 'id',
    header: '카드 ID',
    enableSorting: true,
    cell: ({ row }) => (
      <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(row.original.id)}`}>
        {row.original.id}
      </Anchor>
    ),
  },
  { id: 'name', header: '이름', enableSorting: true, accessorFn: (r) => r.name },
  { id: 'name_kr', header: '한글 이름', accessorFn: (r) => r.name_kr ?? '' },
  {
    id: 'set',
    header: '세트',
    enableSorting: true,
    accessorFn: (r) => `${r.set_id ?? ''} ${r.set_name ?? ''}`,
  },
  { id: 'number', header: '번호', accessorFn: (r) => r.number },
  { id: 'has_kr', header: '한글', cell: ({ row }) => has(row.original.has_kr) },
  { id: 'has_jp', header: '일본', cell: ({ row }) => has(row.original.has_jp) },
  { id: 'created', header: '등록', enableSorting: true, accessorFn: (r) => formatDateTime(r.created) },
];

/** /admin/card/new_card_en: English cards of the latest import still lacking a Korean or Japanese record. */
export default function NewCardEnPage() {
  return <CardAdminLayout title="신규 영어 카드">{() => <NewCardEnScreen />}</CardAdminLayout>;
}

function NewCardEnScreen() {
  const [runs, setRuns] = useState(1);
  const [setId, setSetId] = useState('');
  const [lacking, setLacking] = useState<Lacking>('any');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created', desc: true }]);
  const sort = (sorting[0]?.id ?? 'created') as Sort;
  const list = useQuery(
    newCardEnQuery({
      runs,
      set_id: setId.trim() || undefined,
      lacking,
      sort,
      desc: sorting[0]?.desc ?? true,
      page,
      size: PAGE_SIZE,
    }),
  );
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <RunsSelect value={runs} onChange={reset(setRuns)} />
        <TextInput
          label="세트 ID"
          value={setId}
          onChange={(e) => reset(setSetId)(e.currentTarget.value)}
          w={160}
        />
        <Select
          label="빠진 정보"
          data={LACKING}
          value={lacking}
          onChange={(v) => reset(setLacking)((v ?? 'any') as Lacking)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <AdminTable
        label="신규 영어 카드"
        columns={columns}
        getRowId={(row) => row.id}
        sorting={{ state: sorting, onChange: reset(setSorting) }}
        emptyText="마지막 가져오기에서 새로 들어온 카드 중 빠진 정보가 있는 카드가 없습니다"
        minWidth={900}
        {...pagedTableProps(list, { page, pageSize: PAGE_SIZE, onPageChange: setPage })}
      />
    </Stack>
  );
}
