/** Business constants of SPEC §9, shared by the server and the web app. */

export const NATIONS = ['kr', 'en', 'jp'] as const;
export type Nation = (typeof NATIONS)[number];

/** Edition labels (§1, §9). */
export const NATION_LABEL: Record<Nation, string> = { kr: '국내판', en: '북미판', jp: '일본판' };
/** Language tab labels (§2.3). */
export const NATION_TAB_LABEL: Record<Nation, string> = { kr: '한글', en: '영어', jp: '일어' };
/** The set-name selector labels used in /card/list?set_nation= (§2.4). */
export const SET_NATION_LABEL: Record<Nation, string> = {
  kr: '한글 제품명',
  en: '영어 제품명',
  jp: '일본 제품명',
};

export const SUPERTYPES = ['Energy', 'Pokémon', 'Trainer'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

/** Energy types with their Korean labels (§9). 0Cost is the twelfth. */
export const ENERGY_TYPES = [
  { code: 'Grass', kr: '풀' },
  { code: 'Fire', kr: '불꽃' },
  { code: 'Water', kr: '물' },
  { code: 'Lightning', kr: '번개' },
  { code: 'Psychic', kr: '초' },
  { code: 'Fighting', kr: '격투' },
  { code: 'Darkness', kr: '악' },
  { code: 'Metal', kr: '강철' },
  { code: 'Fairy', kr: '페어리' },
  { code: 'Dragon', kr: '드래곤' },
  { code: 'Colorless', kr: '무색' },
  { code: '0Cost', kr: '0코스트' },
] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number]['code'];
export const ENERGY_CODES = ENERGY_TYPES.map((t) => t.code) as EnergyType[];

export const WEAKNESS_VALUES = ['×2'] as const;
export const RESISTANCE_VALUES = ['-20', '-30'] as const;

/** Card conditions of a trade price record (§9). */
export const CARD_CONDITIONS = ['기타', 'S급', 'A급', 'B급', 'C급 이하', '등급'] as const;
export type CardCondition = (typeof CARD_CONDITIONS)[number];
export const PRICE_STATES = ['등록됨', '판매완료'] as const;
export type PriceState = (typeof PRICE_STATES)[number];
export const GRADE_COMPANIES = ['PSA', 'ETC'] as const;
export type GradeCompany = (typeof GRADE_COMPANIES)[number];
/** Grades 10..1 in 0.5 steps, stored ×10 (100..10). */
export const GRADE_VALUES: number[] = Array.from({ length: 19 }, (_, i) => 100 - i * 5);

/** Chart periods (month values) of §2.13 / §9. */
export const CHART_MONTHS = [120, 12, 6, 3, 1] as const;

export const ERROR_REPORT_CATEGORIES = ['오타', '정보 오류', '업데이트', '시세/가격'] as const;
export const EDIT_MEMO_PRESETS = ['한글 입력', '일어 입력', '영어 입력', '오타 수정', '직업 입력'] as const;

/** User types (§6). */
export const USER_TYPES = ['사용자', '밴 유저', '관리자', '매니저', '운영진', '테스터', '일어알바'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Ids that may never be used; a session holding one is logged out (§2.1). */
/** Ids §2.1 logs out on sight: nobody may pose as the brand. */
export const FORCED_OUT_USER_IDS = ['Pokemon', 'pokémon', 'Pokémon'] as const;

/**
 * Ids nobody may join with: the brand's, and the names a Korean community keeps for its operators and the
 * system, so that no member can pose as staff in a nickname list, a message or an alarm.
 */
export const RESERVED_USER_IDS = [
  ...FORCED_OUT_USER_IDS,
  'admin',
  'administrator',
  'root',
  'system',
  'sysop',
  'staff',
  'support',
  'help',
  'manager',
  'master',
  'webmaster',
  'operator',
  'moderator',
  'official',
  'carddogam',
  'postmaster',
  'noreply',
  'no-reply',
  'null',
  'undefined',
  'anonymous',
  'guest',
  '운영자',
  '운영진',
  '운영팀',
  '관리자',
  '매니저',
  '고객센터',
  '공식',
  '카드도감',
] as const;

/** Contribution point ranges (§9). */
export const POINT_RANGES = {
  image: { min: 50, max: 200 },
  info: { min: 15, max: 100 },
  bug: { min: 10, max: 100 },
} as const;

/** Ad placements of the ads_banner setting (§3). */
export const AD_PLACEMENTS = [
  'community',
  'day_check',
  'official_league',
  'card_search_detail',
  'collection',
  'card_ranking',
  'card_trade',
  'deck_recipe',
  'mypage',
  /** The point mall's top banners (/pointmall/list, /admin/pointmall/banner; decision 033). */
  'pointmall',
  'main',
  'side1',
  'side2',
  'side3',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/**
 * The banner type (§7.3 banner import) of the card page's event banner (§2.3 item 12): its link names the
 * event board post, /board/read?board_group=…&board_name=…&id=…, and its image is the banner.
 */
export const EVENT_BANNER_TYPE = 'card_detail_event';

export const SEARCH_PAGE_SIZE = 24;
export const DEFAULT_REGULATION_MARKS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/** Reading the site title (§2.1): '{page} - {site title}'. */
export const SITE_NAME = '카드도감';
export const SITE_TITLE_SUFFIX = `포켓몬카드 DB/커뮤니티 ${SITE_NAME}`;
