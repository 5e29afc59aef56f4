// What other screens use from the card search: the panel they embed as a card picker, and the
// reference lists (sets, series) that their own filters offer. The /card/list screen is loaded by the route table.
export { cardSearchKeys } from './api/keys';
export { seriesNamesQuery, setNamesQuery } from './api/reference-queries';
export { CardSearchPanel, type CardSearchPanelProps } from './CardSearchPanel';
