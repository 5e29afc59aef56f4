// The pieces of the home page (pages/HomePage) that belong to no other area: the card search box and the
// previews of the boards, the ranking, the trades and the decks.
export { CardSearchBox } from './CardSearchBox';
export { HomeBlocks } from './components/HomeBlocks';
