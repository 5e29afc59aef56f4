/**
 * Every route of §2.2 besides home, /caution and the 404 page, with the Korean name of its area. Areas
 * whose screens are not built yet show the '준비 중' page with this name.
 */
export interface AreaRoute {
  path: string;
  area: string;
}

const PUBLIC_AREA_ROUTES: readonly AreaRoute[] = [
  { path: 'tests', area: '테스트' },
  { path: 'card/builder', area: '카드 만들기' },
  { path: 'search', area: '통합 검색' },

];

export const AREA_ROUTES: readonly AreaRoute[] = PUBLIC_AREA_ROUTES;
