import type { BoardInfo, BoardReadResult } from '@carddogam/contract/calls/board';

import { boardInfo } from '../../../test/board.fixture';

/** Answers of the board calls for the tests of the write and update pages. */

export function writeBoard(overrides: Partial<BoardInfo> = {}): BoardInfo {
  return boardInfo({ id: 3, post_count: 12, ...overrides });
}

export function readAnswer(
  overrides: { board?: Partial<BoardInfo>; post?: Partial<BoardReadResult['post']> } = {},
) {
  const result: BoardReadResult = {
    board: writeBoard(overrides.board),
    post: {
      id: 55,
      board_id: 3,
      board_group: '커뮤니티',
      board_name: '자유게시판',
      category: '질문',
      title: '리자몽 ex 시세 질문',
      comment_count: 0,
      view_count: 3,
      vote_up: 0,
      vote_down: 0,
      has_image: false,
      is_notice: false,
      is_best: false,
      blinded: false,
      is_new: true,
      created: '2026-11-20 10:00',
      writer: {
        user_id: 'trainer1',
        nickname: '피카츄사랑',
        type: '사용자',
        grade: 3,
        profile_image: null,
        collection_show: true,
      },
      db_request_status: null,
      content:
        '<p>이 카드 <span class="card-mention" data-card-id="sv3-125" data-edition="kr">리자몽 ex</span> 얼마인가요?</p>',
      content_hidden: false,
      updated: null,
      review_requested: false,
      ...overrides.post,
    },
    prev: null,
    next: null,
    my_vote: null,
    reported: false,
    can: { edit: true, delete: true, vote: false, report: false, comment: true },
    mentions: [],
    db_request: null,
  };
  return result;
}
