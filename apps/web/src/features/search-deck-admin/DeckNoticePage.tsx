import { useMemo, useState } from 'react';
import { Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import { SITE_SETTINGS_MSG as M, deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { AdminTable } from '../../components/admin/AdminTable';
import { RowActions } from '../../components/admin/RowActions';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { useSettingsWrite } from './api/settings-mutations';
import { noticesAdminQuery } from './api/settings-queries';
import { confirmDelete } from './components/confirm-delete';
import { MoveButtons } from './components/MoveButtons';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';
import { ShownSwitch } from './components/ShownSwitch';
import { movedIds } from './lib/move';

type Notice = CallResult<typeof calls.noticeAdminList>[number];

/** /admin/deck/notice: the notices above the deck list and the builder, in their order. */
export default function DeckNoticePage() {
  return (
    <SettingsAdminLayout title="덱 공지" access="editor">
      {() => <Notices />}
    </SettingsAdminLayout>
  );
}

function NoticeForm({ editing, onDone }: { editing: Notice | null; onDone: () => void }) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [shown, setShown] = useState(editing?.is_show ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSettingsWrite(calls.noticeSave, { quiet: true });
  const submit = () => {
    if (!title.trim()) return setProblem(M.titleRequired);
    setProblem(null);
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), title, content, is_show: shown },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          onDone();
        },
      },
    );
  };
  const shownError = problem ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label="공지 제목"
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <Textarea
        label="공지 내용"
        autosize
        minRows={2}
        maxLength={2000}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <Switch label="덱 화면에 표시" checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
      {shownError && (
        <Text size="sm" c="red" role="alert">
          {shownError}
        </Text>
      )}
      <Group gap="xs">
        <Button type="submit" loading={save.isPending}>
          {editing ? '수정 저장' : '공지 추가'}
        </Button>
        {editing && (
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Notices() {
  const notices = useQuery(noticesAdminQuery);
  const reorder = useSettingsWrite(calls.noticeReorder);
  const toggle = useSettingsWrite(calls.noticeSave);
  const remove = useSettingsWrite(calls.noticeDelete);
  const [editing, setEditing] = useState<Notice | null>(null);
  const busy = reorder.isPending || toggle.isPending;
  const data = notices.data;

  const columns = useMemo<ColumnDef<Notice>[]>(
    () => [
      { accessorKey: 'title', header: '제목' },
      { accessorKey: 'content', header: '내용', meta: { label: '내용' } },
      {
        id: 'is_show',
        header: '표시',
        accessorFn: (n) => (n.is_show ? '표시' : '숨김'),
        cell: ({ row }) => (
          <ShownSwitch
            subject={row.original.title}
            shown={row.original.is_show}
            busy={busy}
            onToggle={() => toggle.mutate({ ...row.original, is_show: !row.original.is_show })}
          />
        ),
      },
      {
        id: 'created',
        header: '작성일',
        accessorFn: (n) => formatDateTime(n.created),
        meta: { nowrap: true },
      },
      {
        id: 'order',
        header: '순서 변경',
        enableHiding: false,
        cell: ({ row }) => (
          <MoveButtons
            subject={row.original.title}
            first={row.index === 0}
            last={row.index === (data?.length ?? 0) - 1}
            busy={busy}
            onMove={(step) => {
              const ids = movedIds(
                (data ?? []).map((n) => n.id),
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
            subject={row.original.title}
            actions={[
              { label: '수정', onClick: () => setEditing(row.original) },
              {
                label: '삭제',
                color: 'red',
                onClick: () =>
                  confirmDelete('덱 공지 삭제', `'${row.original.title}' 공지를 삭제하시겠습니까?`, () =>
                    remove.mutate({ id: row.original.id }),
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
        표시로 둔 공지가 이 순서대로 덱 목록과 덱 작성 화면 위에 나옵니다.
      </Text>
      <NoticeForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <AdminTable
        label="덱 공지"
        columns={columns}
        data={data}
        getRowId={(n) => String(n.id)}
        loading={notices.isFetching}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        minWidth={720}
        emptyText="등록된 덱 공지가 없습니다"
      />
    </Stack>
  );
}
