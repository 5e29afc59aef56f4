import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DIVISIONS, type Division } from '@carddogam/contract/calls/official-league';
import { EMPTY_FILTER, periodToApply, type DeckRankFilter } from '../lib/deck-rank-filter';

const ALL = 'all';

interface DeckRankFiltersProps {
  filter: DeckRankFilter;
  /** The period the server used, shown in the date fields while the address names none. */
  period: { from: string; to: string } | null;
  types: readonly { id: number; name: string }[];
  onChange: (next: DeckRankFilter) => void;
}

/**
 * Period, division and event type, applied together with 조회. Rendered again with a new key whenever the
 * address or the server's period changes, so the fields always start from what the page shows.
 */
export function DeckRankFilters({ filter, period, types, onChange }: DeckRankFiltersProps) {
  const [draft, setDraft] = useState<DeckRankFilter>({
    ...filter,
    from: filter.from ?? period?.from ?? null,
    to: filter.to ?? period?.to ?? null,
  });
  return (
    <Group
      component="form"
      aria-label="덱 순위 조건"
      gap="xs"
      wrap="wrap"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, ...periodToApply(filter, draft, period) });
      }}
    >
      <TextInput
        label="시작일"
        type="date"
        value={draft.from ?? ''}
        onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value || null })}
        w={{ base: 'calc(50% - 4px)', sm: 160 }}
      />
      <TextInput
        label="종료일"
        type="date"
        value={draft.to ?? ''}
        onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value || null })}
        w={{ base: 'calc(50% - 4px)', sm: 160 }}
      />
      <Select
        label="디비전"
        data={[{ value: ALL, label: '전체' }, ...DIVISIONS.map((d) => ({ value: d, label: d }))]}
        value={draft.division ?? ALL}
        onChange={(value) =>
          setDraft({ ...draft, division: !value || value === ALL ? null : (value as Division) })
        }
        allowDeselect={false}
        w={{ base: 'calc(50% - 4px)', sm: 130 }}
      />
      <Select
        label="대회 종류"
        data={[{ value: ALL, label: '전체' }, ...types.map((t) => ({ value: String(t.id), label: t.name }))]}
        value={draft.typeId === null ? ALL : String(draft.typeId)}
        onChange={(value) => setDraft({ ...draft, typeId: !value || value === ALL ? null : Number(value) })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 4px)', sm: 150 }}
      />
      <Group gap="xs">
        <Button type="submit">조회</Button>
        <Button variant="default" onClick={() => onChange(EMPTY_FILTER)}>
          초기화
        </Button>
      </Group>
    </Group>
  );
}
