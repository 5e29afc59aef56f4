import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { CATALOGUE_PAGE_SIZE, type CatalogueRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { CardAdminLayout } from '../card-edit';
import { catalogueQuery } from './api/card-admin-queries';
import type { CatalogueFilter } from './api/keys';
import { catalogueColumns } from './components/catalogue-columns';

/** /admin/card/card_en: every card of the catalogue, paged, filtered and sorted by the server. */
export default function CatalogueCardPage() {
  return (
    <CardAdminLayout title="영어 카드" access="staff">
      {() => <CatalogueScreen />}
    </CardAdminLayout>
  );
}

const FIRST: CatalogueFilter = {
  page: 1,
  size: CATALOGUE_PAGE_SIZE,
  text: '',
  set_id: '',
  supertype: '',
  has_kr: 'any',
  has_jp: 'any',
  own_only: false,
  deleted: false,
  sort: 'release',
  dir: 'desc',
};
const PRESENCE = [
  { value: 'any', label: '전체' },
  { value: 'yes', label: '있음' },
  { value: 'no', label: '없음' },
];
const SUPERTYPES = [
  { value: '', label: '전체' },
  { value: 'Pokémon', label: '포켓몬' },
  { value: 'Trainer', label: '트레이너스' },
  { value: 'Energy', label: '에너지' },
];
const rowId = (r: CatalogueRow) => r.id;

function CatalogueScreen() {
  const [filter, setFilter] = useState<CatalogueFilter>(FIRST);
  const [text, setText] = useState('');
  const [setId, setSetId] = useState('');
  const list = useQuery(catalogueQuery(filter));
  const change = (next: Partial<CatalogueFilter>) => setFilter((old) => ({ ...old, page: 1, ...next }));
  const sorting: SortingState = [{ id: filter.sort, desc: filter.dir === 'desc' }];

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          change({ text: text.trim(), set_id: setId.trim() });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="카드 ID 또는 이름"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={220}
          />
          <TextInput
            label="제품 코드"
            placeholder="sv3pt5"
            value={setId}
            onChange={(e) => setSetId(e.currentTarget.value)}
            w={120}
          />
          <Button type="submit" variant="default">
            검색
          </Button>
        </Group>
      </form>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="분류"
          w={130}
          data={SUPERTYPES}
          value={filter.supertype}
          onChange={(v) => change({ supertype: v ?? '' })}
          allowDeselect={false}
        />
        <Select
          label="한글판"
          w={100}
          data={PRESENCE}
          value={filter.has_kr}
          onChange={(v) => change({ has_kr: (v ?? 'any') as CatalogueFilter['has_kr'] })}
          allowDeselect={false}
        />
        <Select
          label="일어판"
          w={100}
          data={PRESENCE}
          value={filter.has_jp}
          onChange={(v) => change({ has_jp: (v ?? 'any') as CatalogueFilter['has_jp'] })}
          allowDeselect={false}
        />
        <Checkbox
          label="자체 카드만 (영어판 없음)"
          checked={filter.own_only}
          onChange={(e) => change({ own_only: e.currentTarget.checked })}
        />
        <Checkbox
          label="삭제된 카드"
          checked={filter.deleted}
          onChange={(e) => change({ deleted: e.currentTarget.checked })}
        />
      </Group>
      <AdminTable
        label="카드 목록"
        columns={catalogueColumns}
        getRowId={rowId}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: filter.size,
          onPageChange: (page) => setFilter((old) => ({ ...old, page })),
        })}
        sorting={{
          state: sorting,
          onChange: (next) => {
            const [first] = next;
            change(
              first
                ? { sort: first.id as CatalogueFilter['sort'], dir: first.desc ? 'desc' : 'asc' }
                : { sort: 'release', dir: 'desc' },
            );
          },
        }}
        minWidth={1400}
        emptyText="조건에 맞는 카드가 없습니다"
      />
    </Stack>
  );
}
