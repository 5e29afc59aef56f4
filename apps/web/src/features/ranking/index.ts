// What the rest of the site uses from the ranking: its keys, so that a write which moves the figures
// (a review, a deck, a price) can refresh it. The /rank screen is loaded by the route table.
export { rankingKeys } from './api/keys';
// The home page's top-5 blocks: the same query, sorting and figures as the /rank screen's first load.
export { rankQuery } from './api/rank-query';
export { chooseType, initialRankState, RANK_TYPE_LABEL, rankStateToParams } from './lib/rank-state';
export { sortRows } from './lib/rank-rows';
export { metricText } from './lib/rank-metrics';
export { ratingLabel } from './lib/rank-format';
