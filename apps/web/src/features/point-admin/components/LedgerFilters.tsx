import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { LedgerFilter } from '../api/keys';
import { DateRangeInputs } from '../../../components/DateRangeInputs';

type Filter = Omit<LedgerFilter, 'page'>;
const ALL = '전체';

/** Member (id or nickname), menu and a range of days; applied together with 검색. */
export function LedgerFilters({
  filter,
  menus,
  onChange,
}: {
  filter: Filter;
  /** The menus of the point settings, and the ledger's own ones. */
  menus: string[];
  onChange: (next: Filter) => void;
}) {
  const [draft, setDraft] = useState(filter);
  return (
    <Group
      gap="xs"
      wrap="wrap"
      align="flex-end"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, member: draft.member.trim() });
      }}
    >
      <TextInput
        label="회원"
        placeholder="아이디 또는 닉네임"
        value={draft.member}
        onChange={(e) => setDraft({ ...draft, member: e.currentTarget.value })}
        maxLength={64}
        w={180}
      />
      <Select
        label="메뉴"
        data={[ALL, ...menus]}
        value={draft.menu || ALL}
        onChange={(value) => setDraft({ ...draft, menu: !value || value === ALL ? '' : value })}
        allowDeselect={false}
        w={140}
      />
      <DateRangeInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      <Button type="submit" variant="light">
        검색
      </Button>
    </Group>
  );
}
