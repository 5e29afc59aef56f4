// The /admin/banner screens are loaded by the route table. Shared with the screens that manage one
// placement (/admin/board/ads, /admin/pointmall/banner): the banner list fixed to that placement.
export { MainBannerScreen } from './components/MainBannerScreen';
