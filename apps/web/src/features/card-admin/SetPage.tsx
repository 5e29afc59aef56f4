import { useMemo, useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import type { CardSetRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { NATIONS, NATION_TAB_LABEL, type Nation } from '@carddogam/contract/constants';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import type { SessionUser } from '../../lib/session';
import { CardAdminLayout } from '../card-edit';
import { useLinkSets, useUnlinkSet } from './api/card-admin-mutations';
import { SET_PAGE_SIZE, setsQuery } from './api/card-admin-queries';
import type { SetFilter } from './api/keys';
import { SetDialog } from './components/SetDialog';
import { setColumns } from './components/set-columns';

/** /admin/card/set: sets of every edition, their logos and the links between editions of one product. */
export default function SetPage() {
  return (
    <CardAdminLayout title="제품 관리" access="staff">
      {(user) => <SetScreen user={user} />}
    </CardAdminLayout>
  );
}

const FIRST: SetFilter = {
  page: 1,
  size: SET_PAGE_SIZE,
  nation: null,
  series: '',
  text: '',
  sort: 'release_date',
  dir: 'desc',
};
const ALL = 'all';
const rowId = (s: CardSetRow) => String(s.id);
const rowLabel = (s: CardSetRow) => `${NATION_TAB_LABEL[s.nation]} ${s.name}`;

function SetScreen({ user }: { user: SessionUser }) {
  const [filter, setFilter] = useState<SetFilter>(FIRST);
  const [text, setText] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<CardSetRow | null | undefined>(undefined);
  const list = useQuery(setsQuery(filter));
  const link = useLinkSets();
  const unlink = useUnlinkSet();
  // 일어알바 write Japanese sets only (the server refuses the others in the same words).
  const nations: readonly Nation[] = user.type === '일어알바' ? ['jp'] : NATIONS;
  const columns = useMemo(
    () => setColumns({ onEdit: setEditing, onUnlink: (s) => unlink.mutate(s.id) }),
    [unlink],
  );
  const change = (next: Partial<SetFilter>) => {
    setSelection({});
    setFilter((old) => ({ ...old, page: 1, ...next }));
  };
  const sorting: SortingState = [{ id: filter.sort, desc: filter.dir === 'desc' }];

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="언어"
          w={120}
          data={[
            { value: ALL, label: '전체' },
            ...NATIONS.map((n) => ({ value: n, label: NATION_TAB_LABEL[n] })),
          ]}
          value={filter.nation ?? ALL}
          onChange={(v) => change({ nation: !v || v === ALL ? null : (v as Nation), series: '' })}
          allowDeselect={false}
        />
        <Select
          label="시리즈"
          w={220}
          data={[
            { value: ALL, label: '전체' },
            ...(list.data?.series ?? []).map((s) => ({ value: s, label: s })),
          ]}
          value={filter.series || ALL}
          onChange={(v) => change({ series: !v || v === ALL ? '' : v })}
          allowDeselect={false}
          searchable
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            change({ text: text.trim() });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label="제품명 또는 코드"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              검색
            </Button>
          </Group>
        </form>
        <Button onClick={() => setEditing(null)}>제품 추가</Button>
      </Group>
      <AdminTable
        label="제품 목록"
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: SET_PAGE_SIZE,
          onPageChange: (page) => {
            setSelection({});
            setFilter((old) => ({ ...old, page }));
          },
        })}
        sorting={{
          state: sorting,
          onChange: (next) => {
            const [first] = next;
            change(
              first
                ? { sort: first.id as SetFilter['sort'], dir: first.desc ? 'desc' : 'asc' }
                : { sort: 'release_date', dir: 'desc' },
            );
          },
        }}
        selection={{ state: selection, onChange: setSelection }}
        bulkActions={(selected) => (
          <Button
            size="xs"
            disabled={selected.length < 2 || selected.length > 3}
            loading={link.isPending}
            onClick={() =>
              link.mutate(
                selected.map((s) => s.id),
                { onSuccess: () => setSelection({}) },
              )
            }
          >
            선택한 제품 연결
          </Button>
        )}
        minWidth={1200}
        emptyText="조건에 맞는 제품이 없습니다"
      />
      {editing !== undefined && (
        <SetDialog set={editing} nations={nations} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
