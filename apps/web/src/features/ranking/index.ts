// What the rest of the site uses from the ranking: its keys, so that a write which moves the figures
// (a review, a deck, a price) can refresh it. The /rank screen is loaded by the route table.
export { rankingKeys } from './api/keys';
