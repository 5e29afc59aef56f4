import { queryOptions } from '@tanstack/react-query';
import { rankingCalls } from '@carddogam/contract/calls/ranking';
import { callApi } from '../../../lib/api';
import { activeDirection, columnKey, type RankState } from '../lib/rank-state';
import { rankingKeys } from './keys';

/** The server ranks by the active column and direction; any change of these re-runs the call (§4). */
export const rankQuery = (state: RankState) => {
  const keyword = {
    nation: state.nation,
    series: state.series,
    set_name: state.set,
    sort: columnKey(state),
    direction: activeDirection(state),
  };
  return queryOptions({
    queryKey: rankingKeys.rank(state.type, keyword),
    queryFn: () => callApi(rankingCalls.rank(state.type, state.nation), { keyword }),
    // The ranking is "real-time" (§2.20): coming back to it asks the server again.
    staleTime: 0,
  });
};
