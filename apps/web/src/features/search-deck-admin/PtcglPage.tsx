import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import { deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { AdminTable } from '../../components/admin/AdminTable';
import { useSettingsWrite } from './api/settings-mutations';
import { PTCGL_PAGE_SIZE, ptcglQuery } from './api/settings-queries';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';

type SetRow = CallResult<typeof calls.ptcglList>['list'][number];

/**
 * /admin/deck/ptcgl: the set codes PTCGL deck texts use. The staff code goes before the source's, so a set
 * the source has no code for becomes importable and exportable.
 */
export default function PtcglPage() {
  return (
    <SettingsAdminLayout title="PTCGL" access="admin">
      {() => <Sets />}
    </SettingsAdminLayout>
  );
}

/** The staff code as a field of its row, saved on blur or Enter when it changed; empty clears it. */
function CodeField({ set, onSave }: { set: SetRow; onSave: (code: string) => void }) {
  const [value, setValue] = useState(set.ptcgl_code ?? '');
  const commit = () => {
    const code = value.trim().toUpperCase();
    if (code !== (set.ptcgl_code ?? '')) onSave(code);
  };
  return (
    <TextInput
      aria-label={`${set.name} PTCGL 코드`}
      size="xs"
      w={110}
      placeholder={set.ptcgo_code ?? ''}
      value={value}
      maxLength={10}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function Sets() {
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState({ page: 1, text: '', missingOnly: false });
  const sets = useQuery(ptcglQuery(filter));
  const save = useSettingsWrite(calls.ptcglSave);

  const columns = useMemo<ColumnDef<SetRow>[]>(
    () => [
      { accessorKey: 'name', header: '제품' },
      { accessorKey: 'code', header: '세트 ID', meta: { nowrap: true } },
      {
        id: 'release_date',
        header: '발매일',
        accessorFn: (s) => s.release_date ?? '-',
        meta: { nowrap: true },
      },
      { accessorKey: 'card_count', header: '카드 수', meta: { align: 'right' } },
      { id: 'ptcgo_code', header: '원본 코드', accessorFn: (s) => s.ptcgo_code ?? '-' },
      {
        id: 'ptcgl_code',
        header: 'PTCGL 코드',
        accessorFn: (s) => s.ptcgl_code ?? '',
        cell: ({ row }) => (
          <CodeField
            key={`${row.original.id}:${row.original.ptcgl_code ?? ''}`}
            set={row.original}
            onSave={(code) => save.mutate({ id: row.original.id, ptcgl_code: code })}
          />
        ),
      },
      {
        id: 'used',
        header: '덱 텍스트에 쓰는 코드',
        accessorFn: (s) => s.ptcgl_code || s.ptcgo_code || '없음',
      },
    ],
    [save],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        덱 텍스트 가져오기와 내보내기는 PTCGL 코드를 먼저, 없으면 원본 코드를 씁니다. 칸을 비우면 원본 코드로
        돌아갑니다.
      </Text>
      <Group
        gap="sm"
        align="flex-end"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...filter, page: 1, text: draft.trim() });
        }}
      >
        <TextInput
          label="제품 검색"
          placeholder="이름 또는 코드"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Button type="submit" variant="default">
          검색
        </Button>
        <Checkbox
          label="코드 없는 제품만"
          checked={filter.missingOnly}
          onChange={(e) => setFilter({ ...filter, page: 1, missingOnly: e.currentTarget.checked })}
        />
      </Group>
      <AdminTable
        label="PTCGL 코드"
        columns={columns}
        data={sets.data?.list}
        getRowId={(s) => String(s.id)}
        loading={sets.isFetching}
        error={sets.error}
        onRetry={() => void sets.refetch()}
        paging={{
          page: filter.page,
          total: sets.data?.total ?? 0,
          pageSize: PTCGL_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        }}
        minWidth={820}
        emptyText="해당 제품이 없습니다"
      />
    </Stack>
  );
}
