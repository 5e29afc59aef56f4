// The §2.13 price statistics: the card page's section, the card popup's summary, and the keys a price
// write refreshes.
export { tradeStatsKeys } from './api/keys';
export { TradePriceSummary } from './components/TradePriceSummary';
// The card page's section loads after the page (LazyTradeStatsSection.tsx).
export { LazyTradeStatsSection as TradeStatsSection } from './LazyTradeStatsSection';
