import { useQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { rarityMapQuery, seriesNamesQuery, setNamesQuery } from '../api/reference-queries';
import type { EditionField } from '../lib/search-options';

/** The names a set, rarity or series filter offers in one edition's language. */
export function useEditionNames(field: EditionField, nation: Nation): string[] {
  const sets = useQuery({ ...setNamesQuery(nation), enabled: field === 'set' });
  const series = useQuery({ ...seriesNamesQuery(nation), enabled: field === 'series' });
  const rarity = useQuery({ ...rarityMapQuery, enabled: field === 'rarity' });
  const names =
    field === 'set'
      ? sets.data
      : field === 'series'
        ? series.data
        : rarity.data?.map((r) => r[nation]).filter((name): name is string => Boolean(name));
  // The select needs each option once; the rarity map repeats a Korean rarity for several English ones.
  return [...new Set(names ?? [])];
}
