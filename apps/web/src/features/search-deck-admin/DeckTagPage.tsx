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
import { tagsAdminQuery } from './api/settings-queries';
import { confirmDelete } from './components/confirm-delete';
import { MoveButtons } from './components/MoveButtons';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';
import { ShownSwitch } from './components/ShownSwitch';
import { movedIds } from './lib/move';

type Tag = CallResult<typeof calls.tagAdminList>[number];

/** /admin/deck/tag: the tags the deck form offers, in their order. */
export default function DeckTagPage() {
  return (
    <SettingsAdminLayout title="덱 태그" access="editor">
      {() => <Tags />}
    </SettingsAdminLayout>
  );
}

function TagForm({ editing, onDone }: { editing: Tag | null; onDone: () => void }) {
  const [name, setName] = useState(editing?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSettingsWrite(calls.tagSave, { quiet: true });
  const submit = () => {
    if (!name.trim()) return setProblem(M.tagRequired);
    setProblem(null);
    save.mutate(
      { ...(editing ? { id: editing.id, is_show: editing.is_show } : {}), name },
      {
        onSuccess: () => {
          setName('');
          onDone();
        },
      },
    );
  };
  const shown = problem ?? (save.error ? errorMessage(save.error) : null);
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
          label={editing ? `'${editing.name}' 태그 이름` : '새 태그'}
          placeholder="예: 리자몽ex"
          value={name}
          maxLength={20}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" loading={save.isPending}>
          {editing ? '수정 저장' : '추가'}
        </Button>
        {editing && (
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
        )}
      </Group>
      {shown && (
        <Text size="sm" c="red" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}

function Tags() {
  const tags = useQuery(tagsAdminQuery);
  const reorder = useSettingsWrite(calls.tagReorder);
  const toggle = useSettingsWrite(calls.tagSave);
  const remove = useSettingsWrite(calls.tagDelete);
  const [editing, setEditing] = useState<Tag | null>(null);
  const busy = reorder.isPending || toggle.isPending;
  const data = tags.data;

  const columns = useMemo<ColumnDef<Tag>[]>(
    () => [
      { accessorKey: 'name', header: '태그' },
      {
        id: 'is_show',
        header: '표시',
        accessorFn: (t) => (t.is_show ? '표시' : '숨김'),
        cell: ({ row }) => (
          <ShownSwitch
            subject={row.original.name}
            shown={row.original.is_show}
            busy={busy}
            onToggle={() =>
              toggle.mutate({ id: row.original.id, name: row.original.name, is_show: !row.original.is_show })
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
            subject={row.original.name}
            first={row.index === 0}
            last={row.index === (data?.length ?? 0) - 1}
            busy={busy}
            onMove={(step) => {
              const ids = movedIds(
                (data ?? []).map((t) => t.id),
                row.index,
                step,
              );
              if (ids) reorder.mutate({ ids });
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
            subject={row.original.name}
            actions={[
              { label: '이름 변경', onClick: () => setEditing(row.original) },
              {
                label: '삭제',
                color: 'red',
                onClick: () =>
                  confirmDelete(
                    '덱 태그 삭제',
                    `'${row.original.name}' 태그를 추천 목록에서 삭제하시겠습니까? 덱에 붙은 태그는 그대로 남습니다.`,
                    () => remove.mutate({ id: row.original.id }),
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [busy, data, reorder, toggle, remove],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        표시로 둔 태그가 덱 작성 화면의 추천 태그로 이 순서대로 나옵니다. 회원은 목록에 없는 태그도 직접 쓸 수
        있습니다.
      </Text>
      <TagForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <AdminTable
        label="덱 태그"
        columns={columns}
        data={data}
        getRowId={(t) => String(t.id)}
        loading={tags.isFetching}
        error={tags.error}
        onRetry={() => void tags.refetch()}
        minWidth={520}
        emptyText="등록된 덱 태그가 없습니다"
      />
    </Stack>
  );
}
