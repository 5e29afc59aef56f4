// What the rest of the site uses from the boards: the home page's feed and the keys that let another
// area refresh board answers. The /board screens and /mypage/profile are loaded by the route table.
export { boardFeedQuery } from './api/board-queries';
export { boardKeys } from './api/keys';
// The board lists' date style (time today, month-day this year), for the home page's board blocks.
export { listDate } from './lib/post-date';
// A post's title line (말머리, [댓글 수], new and image marks) and its writer with the §2.21 menu, the
// 카드/DB 추가 요청 status badge, and the board addresses, for other lists of posts (the home page's blocks).
export { DbRequestBadge } from './components/DbRequestBadge';
export { PostTitle } from './components/PostTitle';
export { PostWriter } from './components/PostWriter';
export { boardStart, listHref, readHref, type BoardListState } from './lib/list-state';
