/**
 * Every route of §2.2 besides home, /caution and the 404 page, with the Korean name of its area. Areas
 * whose screens are not built yet show the '준비 중' page with this name.
 */
export interface AreaRoute {
  path: string;
  area: string;
}

const PUBLIC_ROUTES: AreaRoute[] = [
  { path: 'tests', area: '테스트' },
  { path: 'record', area: '전적' },
  { path: 'record_capture', area: '전적 캡처' },
  { path: 'card/builder', area: '카드 만들기' },
  { path: 'businesscard', area: '명함' },
  { path: 'search', area: '통합 검색' },
  { path: 'set', area: '제품 목록' },

  { path: 'league', area: '리그' },
  { path: 'league/deck/list', area: '리그 덱 목록' },
  { path: 'league/deck/detail', area: '리그 덱 상세' },
  { path: 'league/player/list', area: '리그 선수 목록' },
  { path: 'league/player/detail', area: '리그 선수 상세' },
  { path: 'league/tournament/list', area: '리그 대회 목록' },

  { path: 'policy/apiguide', area: '한국 포켓몬카드 API' },
  { path: 'policy/denyemail', area: '이메일무단수집거부' },
  { path: 'policy/creditsandcontact', area: '크레딧 및 문의' },
];

/** The admin back office (§2.2): group → screen → name. */
const ADMIN_SCREENS: Record<string, Record<string, string>> = {
  main: { visited_log: '방문 기록' },
  banner: { ads: '광고 설정', main: '메인 배너' },
  card: {
    delete: '카드 삭제',
    card_en: '영어 카드',
    new_card_en: '신규 영어 카드',
    new_card_jp: '신규 일본 카드',
    translated: '번역된 카드',
    image_match: '이미지 매칭',
    set: '제품 관리',
    review: '리뷰 관리',
    excel: '엑셀 관리',
  },
  translate: { card_name: '카드 이름 번역', rarity: '레어도 번역', attack_name: '기술 이름 번역' },
  search: { basic: '기본 검색 설정', supertype: '슈퍼속성 설정' },
  trade: {
    etc: '거래 기타 설정',
    group: '거래 그룹',
    price: '거래 가격',
    notice: '거래 공지',
    request: '거래 요청',
  },
  league: {
    auto: '리그 자동 설정',
    uid_apply: 'UID 신청',
  },
  deck: {
    notice: '덱 공지',
    tag: '덱 태그',
    season: '시즌',
    renewal: '리뉴얼',
    ptcgl: 'PTCGL',
    regulation_mark: '레귤레이션 마크',
  },
  manager: { permission: '권한 관리', tester: '테스터 관리', list: '매니저 목록', log: '매니저 기록' },
};

const ADMIN_ROUTES: AreaRoute[] = [
  { path: 'admin', area: '관리자 페이지' },
  { path: 'admin/dashboard', area: '관리자 대시보드' },
  ...Object.entries(ADMIN_SCREENS).flatMap(([group, screens]) =>
    Object.entries(screens).map(([screen, name]) => ({
      path: `admin/${group}/${screen}`,
      area: `관리자 · ${name}`,
    })),
  ),
];

export const AREA_ROUTES: readonly AreaRoute[] = [...PUBLIC_ROUTES, ...ADMIN_ROUTES];
