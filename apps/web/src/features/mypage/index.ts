// What the rest of the site may use from the my-page. Its screens are loaded by the route table.
export { mypageKeys } from './api/keys';
export { badgeQuery } from './api/mypage-queries';
export { MypageLayout } from './components/MypageLayout';
export { PointAmount } from './components/PointAmount';
