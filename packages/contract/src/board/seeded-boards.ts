/**
 * The boards created on first start (decision 026) that other screens link to by name. 관리자 may add or
 * rename boards at /admin/board/category; these names are what the links of §2.3, §2.13 and §2.19 use.
 */
export const BOARD_GROUP = { community: '커뮤니티', support: '고객센터' } as const;

export const NOTICE_BOARD = { group: BOARD_GROUP.support, name: '공지사항' } as const;
/** §2.13: the overseas-price note links to the 이용가이드 post 401. */
export const GUIDE_BOARD = { group: BOARD_GROUP.support, name: '이용가이드' } as const;
export const OVERSEAS_PRICE_GUIDE_POST_ID = 401;
/** §2.19: 'Can't find the card you're looking for?' leads here. */
export const DB_REQUEST_BOARD = { group: BOARD_GROUP.support, name: '카드/DB 추가 요청' } as const;
/** §2.3 item 12: the card page's event banner opens a post of this board. */
export const EVENT_BOARD = { group: BOARD_GROUP.community, name: '이벤트' } as const;
export const FREE_BOARD = { group: BOARD_GROUP.community, name: '자유게시판' } as const;

/** The writer id of the posts the site itself wrote (the seeded guide); nobody can join with it. */
export const SYSTEM_WRITER_ID = 'system';
export const SYSTEM_WRITER_NICKNAME = '카드도감 운영팀';

const q = encodeURIComponent;

/** /board/list?board_group=…&board_name=… (§2.2). */
export function boardListPath(board: { group: string; name: string }): string {
  return `/board/list?board_group=${q(board.group)}&board_name=${q(board.name)}`;
}

/** /board/read?board_group=…&board_name=…&id=… (§2.2). */
export function boardReadPath(board: { group: string; name: string }, id: number): string {
  return `${boardListPath(board).replace('/board/list', '/board/read')}&id=${id}`;
}
