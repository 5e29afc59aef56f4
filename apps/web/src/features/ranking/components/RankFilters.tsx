import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { seriesNamesQuery, setNamesQuery } from '../../card-search';

interface RankFiltersProps {
  nation: Nation;
  series: string | null;
  set: string | null;
  onSeriesChange: (series: string | null) => void;
  onSetChange: (set: string | null) => void;
}

/** Lists typed in by staff may repeat a name or hold an empty one; a dropdown needs unique values. */
function options(names: readonly string[] | undefined): string[] {
  return [...new Set((names ?? []).map((name) => name.trim()).filter(Boolean))];
}

/** 시리즈 and 제품명, each '전체' when empty; their options follow the edition (§2.20). */
export function RankFilters({ nation, series, set, onSeriesChange, onSetChange }: RankFiltersProps) {
  const seriesList = useQuery(seriesNamesQuery(nation));
  const setList = useQuery(setNamesQuery(nation));

  return (
    <Group gap="xs" grow preventGrowOverflow={false}>
      <Select
        label="시리즈"
        placeholder="전체"
        data={options(seriesList.data)}
        value={series}
        onChange={onSeriesChange}
        clearable
        searchable
        nothingFoundMessage="없음"
        size="sm"
      />
      <Select
        label="제품명"
        placeholder="전체"
        data={options(setList.data)}
        value={set}
        onChange={onSetChange}
        clearable
        searchable
        nothingFoundMessage="없음"
        size="sm"
      />
    </Group>
  );
}
