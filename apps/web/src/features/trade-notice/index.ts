// The trade pages show the notices; /admin/trade/notice is loaded by the route table.
export { TradeNotices } from './components/TradeNotices';
