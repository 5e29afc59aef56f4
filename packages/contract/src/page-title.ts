import { SITE_TITLE_SUFFIX } from './constants';

/**
 * Document titles of §2.1: '{page} - {site title}', with the page name chosen by path. Some names are a
 * record's own title, fetched by id; until it arrives (or when it cannot be found) the fallback is shown.
 */

export type TitleRecordKind = 'card' | 'tradePost' | 'deck' | 'pointmall' | 'board';

export interface TitleRecord {
  kind: TitleRecordKind;
  id: string;
  /** Board read pages are titled 'post title > board name'. */
  boardName?: string;
}

export interface TitleSource {
  /** The page name to show without a record, or while the record's title is loading. */
  name: string | null;
  record?: TitleRecord;
}

export const PAGE_NAMES = {
  mypage: '마이페이지',
  admin: '관리자 페이지',
  cardList: '카드 리스트',
  trade: '카드거래',
  collection: '콜렉션북',
  deck: '덱 레시피',
  pointmall: '포인트몰',
  rank: '카드랭킹',
  apiGuide: '한국 포켓몬카드 API',
  rule: '이용약관',
  privacy: '개인정보처리방침',
  denyEmail: '이메일무단수집거부',
  pointGuide: '포인트 적립 안내',
  dayCheck: '출석체크',
  contact: '1:1 문의',
  officialLeague: '공식대회',
  league: '온라인 리그',
  leagueTournament: '리그 대회',
  leagueDecks: '리그 덱 통계',
  leaguePlayers: '리그 선수 순위',
  record: '전적',
  businessCard: '명함',
  sets: '제품 목록',
  search: '통합검색',
  deckTest: '덱 테스트',
  cardBuilder: '카드 만들기',
} as const;

/** Policy pages have their own names; credits-and-contact reuses the point guide's (§2.2). */
const POLICY_NAMES: Record<string, string> = {
  apiguide: PAGE_NAMES.apiGuide,
  rule: PAGE_NAMES.rule,
  privacy: PAGE_NAMES.privacy,
  denyemail: PAGE_NAMES.denyEmail,
  pointguide: PAGE_NAMES.pointGuide,
  creditsandcontact: PAGE_NAMES.pointGuide,
};

/** Path prefixes whose every page shares one name ('/trade…' in the spec's table). */
const SECTION_NAMES: [prefix: string, name: string][] = [
  ['/mypage', PAGE_NAMES.mypage],
  ['/admin', PAGE_NAMES.admin],
  ['/trade', PAGE_NAMES.trade],
  ['/collection', PAGE_NAMES.collection],
  ['/deck', PAGE_NAMES.deck],
  ['/pointmall', PAGE_NAMES.pointmall],
  // Not in the spec's table: named like their menu entries, so a tab or a bookmark says what it is.
  ['/day_check', PAGE_NAMES.dayCheck],
  ['/contact', PAGE_NAMES.contact],
  ['/official_league', PAGE_NAMES.officialLeague],
  ['/record', PAGE_NAMES.record],
  ['/record_capture', PAGE_NAMES.record],
  ['/businesscard', PAGE_NAMES.businessCard],
  ['/set', PAGE_NAMES.sets],
  ['/search', PAGE_NAMES.search],
  ['/tests', PAGE_NAMES.deckTest],
  ['/card/builder', PAGE_NAMES.cardBuilder],
  // The tournament pages before the league as a whole, as the first matching prefix names the page.
  ['/league/tournament', PAGE_NAMES.leagueTournament],
  ['/league/deck', PAGE_NAMES.leagueDecks],
  ['/league/player', PAGE_NAMES.leaguePlayers],
  ['/league', PAGE_NAMES.league],
];

export function formatDocumentTitle(pageName?: string | null): string {
  const name = pageName?.trim();
  return name ? `${name} - ${SITE_TITLE_SUFFIX}` : SITE_TITLE_SUFFIX;
}

export function titleSourceFor(pathname: string, search: URLSearchParams): TitleSource {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const id = search.get('id')?.trim() ?? '';
  const boardName = search.get('board_name')?.trim() || null;
  const section = sectionName(path);

  if (path === '/card/detail') return { name: null, record: id ? { kind: 'card', id } : undefined };
  if (path === '/card/list') return { name: PAGE_NAMES.cardList };
  if (path === '/rank') return { name: PAGE_NAMES.rank };
  if (path === '/trade/post/read' && isRowId(id)) return { name: section, record: { kind: 'tradePost', id } };
  if (path === '/deck/read' && isRowId(id)) return { name: section, record: { kind: 'deck', id } };
  if (path === '/pointmall/read' && isRowId(id)) return { name: section, record: { kind: 'pointmall', id } };
  if (path === '/board/read' && isRowId(id)) {
    return { name: boardName, record: { kind: 'board', id, boardName: boardName ?? undefined } };
  }
  if (path.startsWith('/board')) return { name: boardName };
  if (path.startsWith('/policy/')) return { name: POLICY_NAMES[path.slice('/policy/'.length)] ?? null };
  return { name: section };
}

/** The name of a record-titled page once the record's title is known. */
export function recordPageName(record: TitleRecord, recordTitle: string): string {
  return record.kind === 'board' && record.boardName ? `${recordTitle} > ${record.boardName}` : recordTitle;
}

function sectionName(path: string): string | null {
  const match = SECTION_NAMES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : null;
}

/** Trade posts, decks, point-mall items and board posts have numeric ids. */
function isRowId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id);
}
