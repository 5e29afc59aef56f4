import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DIVISIONS, type Division } from '@carddogam/contract/calls/official-league';
import type { Country } from '../lib/league-text';
import { NO_FILTER, type LeagueFilter } from '../lib/list-state';

const ANY = '';

interface LeagueFiltersProps {
  filter: LeagueFilter;
  /** The period the server answered (its default when the address names none), shown in the date boxes. */
  period: { from: string; to: string } | null;
  /** The calendar shows a month of its own, so it hides the period. */
  showPeriod: boolean;
  types: { id: number; name: string }[];
  countries: Country[];
  onApply: (filter: LeagueFilter) => void;
}

/** Type, division, period, country and words; applied together with 검색 (the parent keys it to the address). */
export function LeagueFilters({ filter, period, showPeriod, types, countries, onApply }: LeagueFiltersProps) {
  const [draft, setDraft] = useState<LeagueFilter>(() => ({
    ...filter,
    date_from: filter.date_from ?? period?.from ?? null,
    date_to: filter.date_to ?? period?.to ?? null,
  }));
  const set = <K extends keyof LeagueFilter>(key: K, value: LeagueFilter[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));

  // Dates left at the server's default stay out of the address, so a shared link keeps "the last 3 months".
  const keepDefault = (value: string | null, asked: string | null, served: string | undefined) =>
    asked === null && value === served ? null : value;
  const apply = () =>
    onApply({
      ...draft,
      text: draft.text.trim(),
      date_from: keepDefault(draft.date_from, filter.date_from, period?.from),
      date_to: keepDefault(draft.date_to, filter.date_to, period?.to),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      role="search"
      aria-label="대회 검색"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, md: showPeriod ? 6 : 4 }} spacing="xs" verticalSpacing="xs">
        <NativeSelect
          label="대회 종류"
          data={[
            { value: ANY, label: '전체' },
            ...types.map((t) => ({ value: String(t.id), label: t.name })),
          ]}
          value={draft.type_id === null ? ANY : String(draft.type_id)}
          onChange={(e) => set('type_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        />
        <NativeSelect
          label="디비전"
          data={[{ value: ANY, label: '전체' }, ...DIVISIONS]}
          value={draft.division ?? ANY}
          onChange={(e) => set('division', (e.currentTarget.value || null) as Division | null)}
        />
        {showPeriod && (
          <>
            <TextInput
              label="시작일"
              type="date"
              value={draft.date_from ?? ''}
              onChange={(e) => set('date_from', e.currentTarget.value || null)}
            />
            <TextInput
              label="종료일"
              type="date"
              value={draft.date_to ?? ''}
              onChange={(e) => set('date_to', e.currentTarget.value || null)}
            />
          </>
        )}
        <NativeSelect
          label="국가"
          data={[
            { value: ANY, label: '전체' },
            ...countries.map((c) => ({ value: c.code, label: c.country_kr })),
          ]}
          value={draft.country_code ?? ANY}
          onChange={(e) => set('country_code', e.currentTarget.value || null)}
        />
        <TextInput
          label="검색어"
          placeholder="대회 이름, 장소"
          type="search"
          maxLength={100}
          value={draft.text}
          onChange={(e) => set('text', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" size="sm" onClick={() => onApply(NO_FILTER)}>
          초기화
        </Button>
        <Button type="submit" size="sm" leftSection={<IconSearch size={16} />}>
          검색
        </Button>
      </Group>
    </Paper>
  );
}
