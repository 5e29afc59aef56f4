// The deck-rank screens are loaded by the route table. Shared with the other official-event screens: the
// menu of links between the sections, and the query keys whose answers a standings paste or archetype change makes
// stale.
export { deckRankKeys } from './api/keys';
export { OFFICIAL_LEAGUE_MENU } from './lib/official-league-menu';
// Shared with the online league's figures and the match records: every figure beside its formula and sample.
export { FigureNotes } from './components/FigureNotes';
export { HeaderWithFormula } from './components/HeaderWithFormula';
export { ShareBar } from './components/ShareBar';
