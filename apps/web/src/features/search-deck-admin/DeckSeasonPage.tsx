import { useMemo, useState } from 'react';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import { SITE_SETTINGS_MSG as M, deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { AdminTable } from '../../components/admin/AdminTable';
import { RowActions } from '../../components/admin/RowActions';
import { errorMessage } from '../../lib/error-message';
import { useSettingsWrite } from './api/settings-mutations';
import { seasonsAdminQuery } from './api/settings-queries';
import { confirmDelete } from './components/confirm-delete';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';
import { ShownSwitch } from './components/ShownSwitch';

type Season = CallResult<typeof calls.seasonAdminList>[number];

/** /admin/deck/season: the seasons the deck form offers, newest first. */
export default function DeckSeasonPage() {
  return (
    <SettingsAdminLayout title="시즌" access="editor">
      {() => <Seasons />}
    </SettingsAdminLayout>
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function SeasonForm({ editing, onDone }: { editing: Season | null; onDone: () => void }) {
  const [name, setName] = useState(editing?.name ?? '');
  const [startsOn, setStartsOn] = useState(editing?.starts_on ?? '');
  const [endsOn, setEndsOn] = useState(editing?.ends_on ?? '');
  const [shown, setShown] = useState(editing?.is_show ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSettingsWrite(calls.seasonSave, { quiet: true });
  const submit = () => {
    if (!name.trim()) return setProblem(M.seasonRequired);
    if (!DATE.test(startsOn) || (endsOn && !DATE.test(endsOn))) return setProblem(M.dateInvalid);
    if (endsOn && endsOn < startsOn) return setProblem(M.seasonRange);
    setProblem(null);
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        name,
        starts_on: startsOn,
        ends_on: endsOn || null,
        is_show: shown,
      },
      { onSuccess: onDone },
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
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="시즌 이름"
          placeholder="예: 2026 시즌"
          value={name}
          maxLength={30}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="시작일"
          value={startsOn}
          onChange={(e) => setStartsOn(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="종료일"
          value={endsOn}
          onChange={(e) => setEndsOn(e.currentTarget.value)}
        />
        <Switch label="표시" checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
      </Group>
      {shownError && (
        <Text size="sm" c="red" role="alert">
          {shownError}
        </Text>
      )}
      <Group gap="xs">
        <Button type="submit" loading={save.isPending}>
          {editing ? '수정 저장' : '시즌 추가'}
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

function Seasons() {
  const seasons = useQuery(seasonsAdminQuery);
  const toggle = useSettingsWrite(calls.seasonSave);
  const remove = useSettingsWrite(calls.seasonDelete);
  const [editing, setEditing] = useState<Season | null>(null);

  const columns = useMemo<ColumnDef<Season>[]>(
    () => [
      { accessorKey: 'name', header: '시즌' },
      { accessorKey: 'starts_on', header: '시작일', meta: { nowrap: true } },
      { id: 'ends_on', header: '종료일', accessorFn: (s) => s.ends_on ?? '-', meta: { nowrap: true } },
      {
        id: 'is_show',
        header: '표시',
        accessorFn: (s) => (s.is_show ? '표시' : '숨김'),
        cell: ({ row }) => (
          <ShownSwitch
            subject={row.original.name}
            shown={row.original.is_show}
            busy={toggle.isPending}
            onToggle={() => toggle.mutate({ ...row.original, is_show: !row.original.is_show })}
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
              { label: '수정', onClick: () => setEditing(row.original) },
              {
                label: '삭제',
                color: 'red',
                onClick: () =>
                  confirmDelete(
                    '시즌 삭제',
                    `'${row.original.name}' 시즌을 선택 목록에서 삭제하시겠습니까? 덱에 적힌 시즌은 그대로 남습니다.`,
                    () => remove.mutate({ id: row.original.id }),
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [toggle, remove],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        표시로 둔 시즌이 덱 작성 화면의 시즌 선택에 최신순으로 나옵니다.
      </Text>
      <SeasonForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <AdminTable
        label="시즌"
        columns={columns}
        data={seasons.data}
        getRowId={(s) => String(s.id)}
        loading={seasons.isFetching}
        error={seasons.error}
        onRetry={() => void seasons.refetch()}
        minWidth={600}
        emptyText="등록된 시즌이 없습니다"
      />
    </Stack>
  );
}
