// The §2.15 deck recipe section of the card page. The /deck screens are loaded by the route table.
export { deckKeys } from './api/keys';
// The card page's section loads after the page (LazyDeckRecipeSection.tsx).
export { LazyDeckRecipeSection as DeckRecipeSection } from './components/LazyDeckRecipeSection';
// The home page's newest decks: page 1 of the /deck/list query, shared with that screen.
export { deckListQuery } from './api/deck-queries';
// The cards of a list as pictures with their counts and Korean names: the online league's deck lists.
export { DeckCardGrid } from './components/DeckCardGrid';
