import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@carddogam/contract/constants';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { TRANSLATE_PAGE_SIZE, type DictionaryKind } from '@carddogam/contract/calls/translate-admin';
import { AdminTable } from '../../../components/admin/AdminTable';
import { pagedTableProps } from '../../../components/admin/paged-table-props';
import type { SessionUser } from '../../../lib/session';
import type { DictionaryFilter } from '../api/keys';
import { useDeleteEntry } from '../api/translate-mutations';
import { entriesQuery, raritiesQuery } from '../api/translate-queries';
import { DictionaryRuns } from './DictionaryRuns';
import { EntryDialog } from './EntryDialog';
import { entryColumns, type DictionaryKindOrRarity, type EntryRow } from './entry-columns';

const HINT: Record<DictionaryKindOrRarity, string> = {
  card_name:
    '포켓몬과 트레이너스 카드의 영어 이름을 한글(일본어) 이름으로 바꿉니다. 카드 이름 전체가 같아야 적용됩니다.',
  rarity: '영어 레어도를 한글판 레어도로 바꿉니다.',
  attack_name: '기술과 특성의 영어 이름을 한글 이름으로 바꿉니다.',
};

function useEntries(kind: DictionaryKindOrRarity, filter: DictionaryFilter) {
  // One of the two queries runs; the other stays idle.
  const names = useQuery({ ...entriesQuery(kind as DictionaryKind, filter), enabled: kind !== 'rarity' });
  const rarities = useQuery({ ...raritiesQuery(filter), enabled: kind === 'rarity' });
  return kind === 'rarity' ? rarities : names;
}

/**
 * One dictionary: search, paging, the cards each entry would fill, and for 관리자, 운영진 and 매니저 the
 * add, edit and delete of entries and the dictionary runs. 일어알바 read only.
 */
export function DictionaryScreen({ kind, user }: { kind: DictionaryKindOrRarity; user: SessionUser }) {
  const [filter, setFilter] = useState<DictionaryFilter>({ text: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<EntryRow | 'new' | null>(null);
  const list = useEntries(kind, filter);
  const remove = useDeleteEntry(kind);
  const mayWrite = isBoardModerator(user.type as UserType);

  const columns = useMemo(
    () =>
      entryColumns(
        kind,
        mayWrite
          ? {
              edit: setEditing,
              remove: (entry) =>
                modals.openConfirmModal({
                  title: '항목 삭제',
                  children: <Text size="sm">{`'${entry.en}' 항목을 삭제하시겠습니까?`}</Text>,
                  labels: { confirm: '삭제', cancel: '취소' },
                  confirmProps: { color: 'red' },
                  onConfirm: () => remove.mutate(entry.id),
                }),
            }
          : null,
      ),
    [kind, mayWrite, remove],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {HINT[kind]} 채울 카드는 한글 데이터가 없어 이 항목으로 채울 수 있는 카드(기술은 기술·특성) 수입니다.
      </Text>
      {mayWrite && (
        <Group justify="space-between">
          <Button size="xs" onClick={() => setEditing('new')}>
            항목 추가
          </Button>
          <DictionaryRuns />
        </Group>
      )}
      <AdminTable
        label={kind === 'rarity' ? '레어도 사전' : kind === 'card_name' ? '카드 이름 사전' : '기술 이름 사전'}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.en}
        minWidth={640}
        emptyText={filter.text ? '검색어에 맞는 항목이 없습니다' : '등록된 항목이 없습니다'}
        toolbar={
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setFilter({ text: typed.trim(), page: 1 });
            }}
          >
            <TextInput
              size="xs"
              aria-label="사전 검색"
              placeholder="영어·한글·일본어"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </form>
        }
        {...pagedTableProps<EntryRow>(list, {
          page: filter.page,
          pageSize: TRANSLATE_PAGE_SIZE,
          onPageChange: (page) => setFilter((old) => ({ ...old, page })),
        })}
      />
      {editing && (
        <EntryDialog
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
