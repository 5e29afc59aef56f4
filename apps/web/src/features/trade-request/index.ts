// What the rest of the site uses from buy requests: the card page's '구매 요청' beside the statistics,
// the condition fields the trade back office shares, and the condition label of a request.
export { BuyRequestPanel } from './components/BuyRequestPanel';
export { ConditionSelects, type ConditionChoice } from './components/ConditionSelects';
export { requestCondition } from './components/request-label';
