export interface NavItem {
  label: string;
  to: string;
  /** Paths under this prefix highlight the item. */
  section: string;
}

/**
 * The main areas in the header, in the order visitors use them most. Their icons, drawn only in the
 * mobile drawer, are kept there (MobileNav.tsx), so the header does not carry them.
 */
export const NAV_ITEMS = [
  { label: '카드 검색', to: '/card/list', section: '/card' },
  { label: '카드랭킹', to: '/rank', section: '/rank' },
  { label: '카드거래', to: '/trade/post/list', section: '/trade' },
  { label: '덱 레시피', to: '/deck/list', section: '/deck' },
  { label: '콜렉션북', to: '/collection/dashboard', section: '/collection' },
  { label: '공식대회', to: '/official_league/list', section: '/official_league' },
  { label: '온라인 리그', to: '/league', section: '/league' },
  { label: '포인트몰', to: '/pointmall/list', section: '/pointmall' },
  { label: '출석체크', to: '/day_check', section: '/day_check' },
] as const satisfies readonly NavItem[];

/** The section of a main area, by which its icon is found. */
export type NavSection = (typeof NAV_ITEMS)[number]['section'];

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
