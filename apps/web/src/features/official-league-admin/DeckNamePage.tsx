import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../components/admin/AdminTable';
import { useDeleteArchetype } from './api/archetype-mutations';
import { archetypesQuery } from './api/league-admin-queries';
import { ArchetypeDialog } from './components/ArchetypeDialog';
import { archetypeColumns, type Archetype } from './components/archetype-columns';
import { LeagueAdminLayout } from './components/LeagueAdminLayout';
import { RETAG_NOTE } from './components/retag-note';
import { filterArchetypes } from './lib/archetype-filter';

/** /admin/league/deck_name: the deck archetypes the standings are tagged with, by their key cards. */
export default function DeckNamePage() {
  return (
    <LeagueAdminLayout title="덱 이름" access="admin">
      {() => <ArchetypeList />}
    </LeagueAdminLayout>
  );
}

const PAGE_SIZE = 50;
const rowId = (archetype: Archetype) => String(archetype.id);

/** The dialog shown: null for a new archetype. */
type Editing = { archetype: Archetype | null } | null;

function ArchetypeList() {
  const archetypes = useQuery(archetypesQuery);
  const remove = useDeleteArchetype();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);

  const filtered = useMemo(() => filterArchetypes(archetypes.data ?? [], text), [archetypes.data, text]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const columns = useMemo(
    () =>
      archetypeColumns({
        edit: (archetype) => setEditing({ archetype }),
        remove: (archetype) =>
          modals.openConfirmModal({
            title: '덱 삭제',
            children: (
              <Text size="sm">{`'${archetype.name_kr}' 덱을 삭제하시겠습니까? 이 덱으로 분류된 순위 기록은 미분류가 됩니다.`}</Text>
            ),
            labels: { confirm: '삭제', cancel: '취소' },
            confirmProps: { color: 'red' },
            onConfirm: () => remove.mutate(archetype.id),
          }),
      }),
    [remove],
  );

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" title="자동 분류 안내">
        <Text size="sm">
          순위표의 덱 리스트에 핵심 카드(영문 카드 이름)가 있으면 그 덱으로 분류됩니다. 여러 덱의 핵심 카드가
          함께 있으면 우선순위가 높은 덱이 정해집니다. {RETAG_NOTE}
        </Text>
      </Alert>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="덱 이름 검색"
          placeholder="한글·영문 이름 또는 핵심 카드"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ archetype: null })}>
          덱 추가
        </Button>
      </Group>
      <AdminTable
        label="덱 이름"
        columns={columns}
        data={archetypes.data ? filtered.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE) : undefined}
        getRowId={rowId}
        loading={archetypes.isFetching}
        error={archetypes.error}
        onRetry={() => void archetypes.refetch()}
        paging={{ page: shown, total: filtered.length, pageSize: PAGE_SIZE, onPageChange: setPage }}
        minWidth={720}
        emptyText={text.trim() ? '검색어에 맞는 덱이 없습니다' : '등록된 덱이 없습니다'}
      />
      {editing && <ArchetypeDialog archetype={editing.archetype} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
