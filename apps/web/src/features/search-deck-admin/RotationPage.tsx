import { useMemo, useState } from 'react';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { deckSettingCalls as calls, type RotationRow } from '@carddogam/contract/calls/site-settings';
import { AdminTable } from '../../components/admin/AdminTable';
import { RowActions } from '../../components/admin/RowActions';
import { marksQuery, rotationsQuery } from './api/settings-queries';
import { useSettingsWrite } from './api/settings-mutations';
import { RotationForm } from './components/RotationForm';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';
import { rotationState } from './lib/rotation-state';

/** /admin/deck/renewal: the standard rotation by date; the row with the latest date not after today rules. */
export default function RotationPage() {
  return (
    <SettingsAdminLayout title="리뉴얼" access="admin">
      {() => <Rotations />}
    </SettingsAdminLayout>
  );
}

const STATE_COLOR = { '적용 중': 'green', 예정: 'blue', '지난 기준': 'gray' } as const;

function Rotations() {
  const rotations = useQuery(rotationsQuery);
  const marks = useQuery(marksQuery);
  const remove = useSettingsWrite(calls.rotationDelete);
  const [editing, setEditing] = useState<RotationRow | null>(null);
  const today = rotations.data?.today ?? '';
  const inForce = rotations.data?.list.find((r) => r.id === rotations.data?.in_force_id);

  const columns = useMemo<ColumnDef<RotationRow>[]>(
    () => [
      { accessorKey: 'effective_from', header: '적용일', meta: { nowrap: true } },
      {
        id: 'legal_marks',
        header: '스탠다드 마크',
        accessorFn: (row) => row.legal_marks.join(', '),
      },
      {
        id: 'state',
        header: '상태',
        accessorFn: (row) => rotationState(row, today, rotations.data?.in_force_id ?? null),
        cell: ({ getValue }) => {
          const state = getValue<keyof typeof STATE_COLOR>();
          return (
            <Badge variant="light" color={STATE_COLOR[state]}>
              {state}
            </Badge>
          );
        },
      },
      { accessorKey: 'memo', header: '메모' },
      {
        id: 'manage',
        header: '관리',
        enableHiding: false,
        cell: ({ row }) => (
          <RowActions
            subject={`${row.original.effective_from} 기준`}
            actions={[
              { label: '수정', onClick: () => setEditing(row.original) },
              {
                label: '삭제',
                color: 'red',
                onClick: () =>
                  modals.openConfirmModal({
                    title: '스탠다드 기준 삭제',
                    children: (
                      <Text size="sm">{`${row.original.effective_from} 기준을 삭제하시겠습니까?`}</Text>
                    ),
                    labels: { confirm: '삭제', cancel: '취소' },
                    confirmProps: { color: 'red' },
                    onConfirm: () => remove.mutate({ id: row.original.id }),
                  }),
              },
            ]}
          />
        ),
      },
    ],
    [today, rotations.data?.in_force_id, remove],
  );

  return (
    <Stack gap="md">
      <Alert variant="light" color={inForce ? 'green' : 'gray'} title="오늘 적용 중인 스탠다드">
        {inForce
          ? `${inForce.effective_from}부터 ${inForce.legal_marks.join(', ')} 마크의 카드를 스탠다드에서 쓸 수 있습니다.`
          : '등록된 기준이 없어 스탠다드 덱의 카드를 제한하지 않습니다.'}
      </Alert>
      <Text size="sm" c="dimmed">
        적용일이 오늘 이전인 기준 가운데 가장 늦은 것이 덱 빌더와 온라인 리그(마크를 따로 정하지 않은 스탠다드
        대회)의 스탠다드 판정에 쓰입니다. 미래 날짜의 기준은 그날부터 적용됩니다. 같은 이름의 카드가 허용된
        마크로 재판되었으면 그 카드도 쓸 수 있습니다.
      </Text>
      <RotationForm
        key={editing?.id ?? 'new'}
        marks={(marks.data ?? []).map((m) => m.regulation_mark)}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <AdminTable
        label="스탠다드 기준"
        columns={columns}
        data={rotations.data?.list}
        getRowId={(row) => String(row.id)}
        loading={rotations.isFetching}
        error={rotations.error}
        onRetry={() => void rotations.refetch()}
        minWidth={620}
        emptyText="등록된 스탠다드 기준이 없습니다"
      />
    </Stack>
  );
}
