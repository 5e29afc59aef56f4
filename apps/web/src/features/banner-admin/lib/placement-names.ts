import type { AdPlacement } from '@carddogam/contract/constants';

/** Where each placement of §3 shows, in the words 관리자 know the pages by. */
export const PLACEMENT_NAMES: Record<AdPlacement, string> = {
  community: '커뮤니티 게시판',
  day_check: '출석체크',
  official_league: '공식 대회',
  card_search_detail: '카드 상세',
  collection: '컬렉션',
  card_ranking: '카드 랭킹',
  card_trade: '카드거래',
  deck_recipe: '덱 레시피',
  mypage: '마이페이지',
  pointmall: '포인트몰',
  main: '메인 화면',
  side1: '사이드 1',
  side2: '사이드 2',
  side3: '사이드 3',
};

export const placementName = (type: string): string => PLACEMENT_NAMES[type as AdPlacement] ?? type;
