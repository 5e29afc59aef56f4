export { DeckRecipeSection } from './components/DeckRecipeSection';
