// The /admin/board screens are loaded by the route table. The banner screen also serves other
// placements (/admin/pointmall/banner).
export { BoardAdsScreen as PlacementBannerScreen } from './components/ads/BoardAdsScreen';
