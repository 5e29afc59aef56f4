// The pieces of the home page (pages/HomePage) that belong to no other area.
export { AREA_CARDS } from './area-cards';
export { CardSearchBox } from './CardSearchBox';
