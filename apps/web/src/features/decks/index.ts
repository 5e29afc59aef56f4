// The §2.15 deck recipe section of the card page. The /deck screens are loaded by the route table.
export { deckKeys } from './api/keys';
export { DeckRecipeSection } from './components/DeckRecipeSection';
