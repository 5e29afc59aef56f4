// What the rest of the site uses from the watchlist: the ☆ of the card page and of the search results,
// which both load it lazily (the first-load budget). /mypage/watchlist is loaded by the route table.
export { WatchButton, type WatchButtonProps } from './components/WatchButton';
export { watchlistKeys } from './api/keys';
