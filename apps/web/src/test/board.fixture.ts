import type { BoardInfo, BoardPostItem, BoardWriter } from '@carddogam/contract/calls/board';

/** Board answers that the tests of several screens (boards, profile, front page, back office) start from. */

export const WRITER: BoardWriter = {
  user_id: 'writer1',
  nickname: '글쓴이닉',
  type: '사용자',
  grade: 4,
  profile_image: null,
  collection_show: true,
};

export function boardInfo(overrides: Partial<BoardInfo> = {}): BoardInfo {
  return {
    id: 1,
    group_id: 1,
    group: '커뮤니티',
    name: '자유게시판',
    kind: '일반',
    categories: ['잡담', '질문'],
    rows_per_page: 20,
    best_votes: 10,
    images_allowed: true,
    post_count: 45,
    can: { list: true, read: true, write: true, comment: true, moderate: false },
    ...overrides,
  };
}

export function postItem(id: number, overrides: Partial<BoardPostItem> = {}): BoardPostItem {
  return {
    id,
    board_id: 1,
    board_group: '커뮤니티',
    board_name: '자유게시판',
    category: null,
    title: `게시글 ${id}`,
    comment_count: 0,
    view_count: 10,
    vote_up: 0,
    vote_down: 0,
    has_image: false,
    is_notice: false,
    is_best: false,
    blinded: false,
    is_new: false,
    created: '2025-03-04 12:30',
    writer: WRITER,
    db_request_status: null,
    ...overrides,
  };
}
