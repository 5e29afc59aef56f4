import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rankQuery } from '../api/rank-query';
import { clampPage, pageCount, sortRows } from '../lib/rank-rows';
import { activeDirection, columnKey, type RankState } from '../lib/rank-state';

/** The fetched ranking sorted by the active column (§4), with the page count and the page actually shown. */
export function useRanking(state: RankState) {
  const query = useQuery(rankQuery(state));
  const key = columnKey(state);
  const direction = activeDirection(state);
  const rows = useMemo(() => sortRows(query.data ?? [], key, direction), [query.data, key, direction]);
  const pages = pageCount(rows.length);
  return { query, rows, pages, page: clampPage(state.page, pages) };
}
