// What the rest of the site uses from trade: the 관리자's price create button of the card page (§2.11)
// and the trade keys. The /trade screens are loaded by the route table.
export { tradeKeys } from './api/keys';
export { PriceCreateButton } from './price-create/PriceCreateButton';
// The home page's newest trade posts: page 1 of the /trade/post/list query, shared with that screen.
export { tradePostListQuery } from './api/trade-queries';
