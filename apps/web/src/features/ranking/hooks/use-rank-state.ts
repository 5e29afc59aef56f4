import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseRankState, rankStateToParams, type RankState } from '../lib/rank-state';

/** The ranking state read from and written to the address, so reload, back and shared links keep it. */
export function useRankState(): [RankState, (next: RankState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseRankState(params), [params]);
  const apply = useCallback((next: RankState) => setParams(rankStateToParams(next)), [setParams]);
  return [state, apply];
}
