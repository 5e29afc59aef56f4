// The deck-rank screens are loaded by the route table. Shared with the other official-event screens: the
// links between the sections, and the query keys whose answers a standings paste or archetype change makes
// stale.
export { deckRankKeys } from './api/keys';
export { LeagueSectionLinks } from './components/LeagueSectionLinks';
