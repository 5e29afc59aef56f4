import { useQuery } from '@tanstack/react-query';
import { regulationMarksQuery, supertypeListQuery } from '../api/reference-queries';
import { DEFAULT_REGULATION_MARKS } from '../lib/search-options';
import type { SupertypeFilter } from '../lib/search-state';

export interface Option {
  value: string;
  label: string;
}

/**
 * Subtypes with their Korean labels (§2.19): those of the chosen supertype, or of all of them. A subtype
 * that two supertypes share ('Basic') is offered once; the search matches it on any card.
 */
export function useSubtypeOptions(supertype: SupertypeFilter): Option[] {
  const { data = [] } = useQuery(supertypeListQuery);
  const wanted = supertype === 'ALL' ? null : `subtype:${supertype}`;
  const options = new Map<string, string>();
  for (const item of data) {
    if (!item.category.startsWith('subtype:')) continue;
    if (wanted && item.category !== wanted) continue;
    if (!options.has(item.en)) options.set(item.en, item.kr || item.en);
  }
  return [...options].map(([value, label]) => ({ value, label }));
}

/** The server's regulation marks, A–I until they arrive or when the list is empty. */
export function useRegulationMarks(): string[] {
  const { data } = useQuery(regulationMarksQuery);
  return data && data.length > 0 ? data : DEFAULT_REGULATION_MARKS;
}
