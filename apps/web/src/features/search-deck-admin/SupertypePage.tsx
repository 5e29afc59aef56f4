import { useMemo, useState } from 'react';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import { searchSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { AdminTable } from '../../components/admin/AdminTable';
import { useSettingsWrite } from './api/settings-mutations';
import { supertypesQuery } from './api/settings-queries';
import { MoveButtons } from './components/MoveButtons';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';
import { ShownSwitch } from './components/ShownSwitch';
import { movedIds } from './lib/move';

type Item = CallResult<typeof calls.supertypeList>[number];

/** /admin/search/supertype: the Korean names, visibility and order of the search's type filters. */
export default function SupertypePage() {
  return (
    <SettingsAdminLayout title="슈퍼속성 설정" access="admin">
      {() => <Items />}
    </SettingsAdminLayout>
  );
}

const CATEGORY_LABEL: Record<string, string> = {
  supertype: '슈퍼속성',
  'subtype:Pokémon': '포켓몬 서브속성',
  'subtype:Trainer': '트레이너스 서브속성',
  'subtype:Energy': '에너지 서브속성',
  type: '타입',
};

/** The Korean name as a field of its row, saved on blur or Enter when it changed. */
function KrNameField({ item, onSave }: { item: Item; onSave: (kr: string) => void }) {
  const [value, setValue] = useState(item.kr);
  const commit = () => {
    if (value.trim() && value.trim() !== item.kr) onSave(value.trim());
    else setValue(item.kr);
  };
  return (
    <TextInput
      aria-label={`${item.en} 한글 이름`}
      size="xs"
      value={value}
      maxLength={60}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function Items() {
  const items = useQuery(supertypesQuery);
  const save = useSettingsWrite(calls.supertypeSave);
  const reorder = useSettingsWrite(calls.supertypeReorder);
  const categories = useMemo(() => [...new Set((items.data ?? []).map((i) => i.category))], [items.data]);
  const [category, setCategory] = useState<string | null>(null);
  const current = category ?? categories[0] ?? 'supertype';
  const rows = useMemo(() => (items.data ?? []).filter((i) => i.category === current), [items.data, current]);
  const busy = save.isPending || reorder.isPending;

  const columns = useMemo<ColumnDef<Item>[]>(
    () => [
      { accessorKey: 'en', header: '영어 이름' },
      {
        id: 'kr',
        header: '한글 이름',
        accessorFn: (i) => i.kr,
        cell: ({ row }) => (
          <KrNameField
            key={row.original.kr}
            item={row.original}
            onSave={(kr) => save.mutate({ id: row.original.id, kr, is_show: row.original.is_show })}
          />
        ),
      },
      {
        id: 'is_show',
        header: '표시',
        accessorFn: (i) => (i.is_show ? '표시' : '숨김'),
        cell: ({ row }) => (
          <ShownSwitch
            subject={row.original.en}
            shown={row.original.is_show}
            busy={busy}
            onToggle={() =>
              save.mutate({ id: row.original.id, kr: row.original.kr, is_show: !row.original.is_show })
            }
          />
        ),
      },
      {
        id: 'order',
        header: '순서 변경',
        enableHiding: false,
        cell: ({ row }) => (
          <MoveButtons
            subject={row.original.en}
            first={row.index === 0}
            last={row.index === rows.length - 1}
            busy={busy}
            onMove={(step) => {
              const ids = movedIds(
                rows.map((i) => i.id),
                row.index,
                step,
              );
              if (ids) reorder.mutate({ category: current, ids });
            }}
          />
        ),
      },
    ],
    [busy, rows, current, save, reorder],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        카드 검색의 속성 필터에 표시로 둔 항목이 이 순서와 한글 이름으로 나옵니다. 한글 이름은 칸을 벗어나거나
        Enter를 누르면 저장됩니다.
      </Text>
      {categories.length > 1 && (
        <Group>
          <SegmentedControl
            aria-label="분류"
            data={categories.map((c) => ({ value: c, label: CATEGORY_LABEL[c] ?? c }))}
            value={current}
            onChange={setCategory}
          />
        </Group>
      )}
      <AdminTable
        label="슈퍼속성"
        columns={columns}
        data={items.data ? rows : undefined}
        getRowId={(i) => String(i.id)}
        loading={items.isFetching}
        error={items.error}
        onRetry={() => void items.refetch()}
        minWidth={560}
        emptyText="등록된 항목이 없습니다"
      />
    </Stack>
  );
}
