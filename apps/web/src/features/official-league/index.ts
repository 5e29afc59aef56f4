// The official-event screens are loaded by the route table. Shared with the deck rank, player and staff
// screens: the division badge in its §9 colour, and the query keys whose answers their writes change.
export { DivisionBadge } from './components/DivisionBadge';
export { officialLeagueKeys } from './api/keys';
