import { useEffect, useMemo, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../components/admin/AdminTable';
import { useDeleteType, useReorderTypes, useToggleType } from './api/league-type-mutations';
import { typesQuery } from './api/league-admin-queries';
import { AddTypeForm } from './components/AddTypeForm';
import { LeagueAdminLayout } from './components/LeagueAdminLayout';
import { TypeNameDialog } from './components/TypeNameDialog';
import { moveButtonId, typeColumns, type LeagueType, type PlacedType } from './components/type-columns';
import { movedOrder } from './lib/move';

/** /admin/league/official_league_type: the kinds of official events, in the order the site lists them. */
export default function LeagueTypePage() {
  return (
    <LeagueAdminLayout title="공식대회 종류" access="admin">
      {() => <TypeList />}
    </LeagueAdminLayout>
  );
}

const rowId = (type: PlacedType) => String(type.id);

function TypeList() {
  const types = useQuery(typesQuery);
  const reorder = useReorderTypes();
  const toggle = useToggleType();
  const remove = useDeleteType();
  const [renaming, setRenaming] = useState<LeagueType | null>(null);
  // The move button pressed; its row changes place, and the focus should stay with it.
  const moved = useRef<{ id: number; step: -1 | 1 } | null>(null);

  const rows = useMemo(
    () =>
      types.data?.map((type, index, all) => ({ ...type, place: index + 1, last: index === all.length - 1 })),
    [types.data],
  );
  const busy = reorder.isPending || toggle.isPending;

  useEffect(() => {
    if (!moved.current || busy) return;
    const { id, step } = moved.current;
    moved.current = null;
    const button = (s: -1 | 1) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${moveButtonId(id, s)}"]`);
    // At the top or bottom the pressed button is disabled; its twin takes the focus instead.
    const target = button(step)?.disabled ? button(step === -1 ? 1 : -1) : button(step);
    target?.focus();
  }, [rows, busy]);

  const columns = useMemo(
    () =>
      typeColumns({
        busy,
        move: (type, step) => {
          const ids = movedOrder(
            (types.data ?? []).map((t) => t.id),
            type.place - 1,
            step,
          );
          if (!ids) return;
          moved.current = { id: type.id, step };
          reorder.mutate(ids);
        },
        toggle: (type) => toggle.mutate(type),
        rename: setRenaming,
        remove: (type) =>
          modals.openConfirmModal({
            title: '대회 종류 삭제',
            children: (
              <Text size="sm">{`'${type.name}' 대회 종류를 삭제하시겠습니까? 대회가 등록된 종류는 삭제할 수 없습니다.`}</Text>
            ),
            labels: { confirm: '삭제', cancel: '취소' },
            confirmProps: { color: 'red' },
            onConfirm: () => remove.mutate(type.id),
          }),
      }),
    [busy, types.data, reorder, toggle, remove],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        대회 등록 화면과 공식대회 목록의 종류 선택에 이 순서대로 나옵니다. 위로·아래로 버튼으로 순서를 바꾸면
        바로 저장됩니다. 숨김으로 바꿔도 이미 등록된 대회는 그대로 남습니다.
      </Text>
      <AddTypeForm />
      <AdminTable
        label="공식대회 종류"
        columns={columns}
        data={rows}
        getRowId={rowId}
        loading={types.isFetching}
        error={types.error}
        onRetry={() => void types.refetch()}
        minWidth={560}
        emptyText="등록된 대회 종류가 없습니다"
      />
      {renaming && <TypeNameDialog type={renaming} onClose={() => setRenaming(null)} />}
    </Stack>
  );
}
