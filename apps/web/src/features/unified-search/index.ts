// What the rest of the site uses from the site-wide search: its keys, and the address of a search for a
// word (a box elsewhere may send its word here). The /search screen is loaded by the route table.
export { unifiedSearchKeys } from './api/keys';
export { unifiedSearchHref } from './lib/search-links';
