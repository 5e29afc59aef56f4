import {
  IconArrowsExchange,
  IconBook,
  IconCalendarCheck,
  IconCards,
  IconDeviceGamepad2,
  IconSearch,
  IconShoppingBag,
  IconTournament,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  /** Paths under this prefix highlight the item. */
  section: string;
  icon: Icon;
}

/** The main areas in the header, in the order visitors use them most. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: '카드 검색', to: '/card/list', section: '/card', icon: IconSearch },
  { label: '카드랭킹', to: '/rank', section: '/rank', icon: IconTrophy },
  { label: '카드거래', to: '/trade/post/list', section: '/trade', icon: IconArrowsExchange },
  { label: '덱 레시피', to: '/deck/list', section: '/deck', icon: IconCards },
  { label: '콜렉션북', to: '/collection/dashboard', section: '/collection', icon: IconBook },
  { label: '공식대회', to: '/official_league/list', section: '/official_league', icon: IconTournament },
  { label: '온라인 리그', to: '/league', section: '/league', icon: IconDeviceGamepad2 },
  { label: '포인트몰', to: '/pointmall/list', section: '/pointmall', icon: IconShoppingBag },
  { label: '출석체크', to: '/day_check', section: '/day_check', icon: IconCalendarCheck },
];

export function isInSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** Policy and help pages linked from the footer (§2.2). */
export const FOOTER_LINKS: readonly { label: string; to: string }[] = [
  { label: '이용약관', to: '/policy/rule' },
  { label: '개인정보처리방침', to: '/policy/privacy' },
  { label: '이메일무단수집거부', to: '/policy/denyemail' },
  { label: '포인트 적립 안내', to: '/policy/pointguide' },
  { label: '한국 포켓몬카드 API', to: '/policy/apiguide' },
  { label: '제품 목록', to: '/set' },
  { label: '크레딧 및 문의', to: '/policy/creditsandcontact' },
  { label: '1:1 문의', to: '/contact/list' },
];
