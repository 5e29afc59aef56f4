// The set pages' addresses, for screens that link a card's set to its page.
export { setPageHref } from './lib/set-links';
