import type { BoardComment, BoardListResult, BoardReadResult } from '@carddogam/contract/calls/board';

/** Answers of the board calls for the tests of the board screens. */

import { boardInfo, postItem, WRITER } from '../../../test/board.fixture';

export { boardInfo, postItem, WRITER };

export function listResult(overrides: Partial<BoardListResult> = {}): BoardListResult {
  return {
    board: boardInfo(),
    notices: [postItem(90, { title: '운영 공지입니다', is_notice: true })],
    rows: [
      postItem(45, {
        title: '리자몽 뽑았어요',
        category: '잡담',
        comment_count: 3,
        is_new: true,
        has_image: true,
      }),
      postItem(44, { title: '덱 질문 있습니다', category: '질문' }),
    ],
    total: 45,
    total_capped: false,
    page: 1,
    page_count: 3,
    size: 20,
    ...overrides,
  };
}

export const MENU = [
  {
    id: 1,
    name: '커뮤니티',
    boards: [boardInfo(), boardInfo({ id: 2, name: '카드 질문', best_votes: 0, categories: [] })],
  },
  {
    id: 2,
    name: '고객센터',
    boards: [boardInfo({ id: 8, group_id: 2, group: '고객센터', name: '카드/DB 추가 요청', kind: 'DB요청' })],
  },
];

export const MENTION_HTML =
  '<p>오늘 <span class="card-mention" data-card-id="sv3pt5-6" data-edition="kr">옛이름</span> 샀어요</p>' +
  '<p><img src="/upload/board/00000000-0000-0000-0000-000000000001.webp" alt="사진"></p>';

export function readResult(overrides: Partial<BoardReadResult> = {}): BoardReadResult {
  return {
    board: boardInfo(),
    post: {
      ...postItem(7, {
        title: '리자몽 시세 질문',
        category: '질문',
        vote_up: 2,
        vote_down: 1,
        comment_count: 2,
      }),
      content: MENTION_HTML,
      content_hidden: false,
      updated: '2025-03-05 09:00',
      review_requested: false,
    },
    prev: { id: 8, title: '더 새로운 글' },
    next: { id: 6, title: '더 오래된 글' },
    my_vote: null,
    reported: false,
    can: { edit: false, delete: false, vote: true, report: true, comment: true },
    mentions: [
      {
        card_id: 'sv3pt5-6',
        edition: 'kr',
        name: '리자몽 ex',
        image: null,
        avg_price: 12300,
        price_count: 4,
      },
    ],
    db_request: null,
    ...overrides,
  };
}

export function comment(id: number, overrides: Partial<BoardComment> = {}): BoardComment {
  return {
    id,
    post_id: 7,
    parent_id: null,
    content: `댓글 ${id}`,
    content_hidden: false,
    deleted: false,
    blinded: false,
    writer: { ...WRITER, user_id: 'commenter', nickname: '댓글러' },
    created: '2025-03-05 10:00',
    updated: null,
    reply_count: 0,
    can_edit: false,
    can_delete: false,
    can_report: true,
    ...overrides,
  };
}
