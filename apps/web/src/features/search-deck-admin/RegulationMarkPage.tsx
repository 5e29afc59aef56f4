import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import { SITE_SETTINGS_MSG as M, deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { AdminTable } from '../../components/admin/AdminTable';
import { RowActions } from '../../components/admin/RowActions';
import { errorMessage } from '../../lib/error-message';
import { useSettingsWrite } from './api/settings-mutations';
import { marksQuery } from './api/settings-queries';
import { confirmDelete } from './components/confirm-delete';
import { MoveButtons } from './components/MoveButtons';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';
import { movedIds } from './lib/move';

type Mark = CallResult<typeof calls.marks>[number];

/** /admin/deck/regulation_mark: the marks the search filter and the rotation offer, in their order. */
export default function RegulationMarkPage() {
  return (
    <SettingsAdminLayout title="레귤레이션 마크" access="admin">
      {() => <Marks />}
    </SettingsAdminLayout>
  );
}

function AddMarkForm() {
  const [mark, setMark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useSettingsWrite(calls.markAdd, { quiet: true });
  const submit = () => {
    if (!/^[A-Za-z]$/.test(mark.trim())) return setProblem(M.markInvalid);
    setProblem(null);
    add.mutate({ regulation_mark: mark.trim().toUpperCase() }, { onSuccess: () => setMark('') });
  };
  const shown = problem ?? (add.error ? errorMessage(add.error) : null);
  return (
    <Stack
      gap={4}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="새 마크"
          placeholder="예: J"
          w={120}
          value={mark}
          maxLength={1}
          onChange={(e) => setMark(e.currentTarget.value)}
        />
        <Button type="submit" loading={add.isPending}>
          추가
        </Button>
      </Group>
      {shown && (
        <Text size="sm" c="red" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}

function Marks() {
  const marks = useQuery(marksQuery);
  const reorder = useSettingsWrite(calls.markReorder);
  const remove = useSettingsWrite(calls.markDelete);
  const data = marks.data;

  const columns = useMemo<ColumnDef<Mark>[]>(
    () => [
      { accessorKey: 'regulation_mark', header: '마크' },
      { accessorKey: 'card_count', header: '카드 수', meta: { align: 'right' } },
      {
        id: 'order',
        header: '순서 변경',
        enableHiding: false,
        cell: ({ row }) => (
          <MoveButtons
            subject={`${row.original.regulation_mark} 마크`}
            first={row.index === 0}
            last={row.index === (data?.length ?? 0) - 1}
            busy={reorder.isPending}
            onMove={(step) => {
              const order = movedIds(
                (data ?? []).map((m) => m.regulation_mark),
                row.index,
                step,
              );
              if (order) reorder.mutate({ marks: order });
            }}
          />
        ),
      },
      {
        id: 'manage',
        header: '관리',
        enableHiding: false,
        cell: ({ row }) => (
          <RowActions
            subject={`${row.original.regulation_mark} 마크`}
            actions={[
              {
                label: '삭제',
                color: 'red',
                onClick: () =>
                  confirmDelete(
                    '레귤레이션 마크 삭제',
                    `'${row.original.regulation_mark}' 마크를 삭제하시겠습니까? 카드에 붙은 마크는 삭제할 수 없습니다.`,
                    () => remove.mutate({ regulation_mark: row.original.regulation_mark }),
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [data, reorder, remove],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        카드 검색의 레귤레이션 필터와 리뉴얼 화면에 이 순서대로 나옵니다.
      </Text>
      <AddMarkForm />
      <AdminTable
        label="레귤레이션 마크"
        columns={columns}
        data={data}
        getRowId={(m) => m.regulation_mark}
        loading={marks.isFetching}
        error={marks.error}
        onRetry={() => void marks.refetch()}
        minWidth={480}
        emptyText="등록된 레귤레이션 마크가 없습니다"
      />
    </Stack>
  );
}
