import { z } from 'zod';
import { defineCall, id, noParams } from '../call';
import { NATIONS } from '../constants';
import { BOARD_MSG } from '../messages';

/**
 * Community boards (§1, §2.2 /board/*, §2.21 게시글 보기; decision 026). Boards are data: 관리자 creates
 * them at /admin/board/category (calls/board-admin.ts). Post content is HTML that the server sanitizes
 * (decision 027); comments are plain text. The §7.11 title and view calls of a post are in calls/titles.ts
 * (/api/board/read, /api/board/read/view_count/increase) and the §7.10 list in calls/sitemap.ts.
 */

export const BOARD_TITLE_MAX = 100;
/** The HTML a member may send for one post, in UTF-8 bytes; a post of text and images needs far less. */
export const BOARD_CONTENT_MAX_BYTES = 100 * 1024;
export const BOARD_COMMENT_MAX = 1000;
/** Comments come in pages of this many, a reply right under its comment (a page may start with replies). */
export const BOARD_COMMENT_PAGE_SIZE = 50;
export const BOARD_IMAGE_MAX = 30;
/** Posts younger than this show the new (N) icon. */
export const BOARD_NEW_HOURS = 24;
export const BOARD_PROFILE_PAGE_SIZE = 20;
export const BOARD_ADMIN_PAGE_SIZE = 30;

export const BOARD_KINDS = ['일반', 'DB요청'] as const;
export const BOARD_TABS = ['전체', '베스트'] as const;
export const BOARD_SEARCH_TYPES = ['제목', '내용', '제목+내용', '글쓴이'] as const;
export const DB_REQUEST_STATUSES = ['접수', '처리중', '완료'] as const;
export const REPORT_REASONS = [
  '욕설/비방',
  '음란물',
  '광고/도배',
  '개인정보 노출',
  '불법 거래',
  '기타',
] as const;
export const VOTE_VALUES = ['up', 'down'] as const;

/** The editor's image upload (multipart, field 'image') answers an address of this shape. */
export const BOARD_IMAGE_UPLOAD_PATH = '/api/board/image/upload';
export const BOARD_IMAGE_PATTERN = /^\/upload\/board\/[0-9a-f-]{36}\.webp$/;
export const boardImageUploadResult = z.object({ url: z.string() });

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const boardName = z.string().trim().min(1, BOARD_MSG.boardNotFound).max(50);
const userIdRef = z.string().trim().min(1).max(64);
const category = z.string().trim().max(30).nullable().optional();

export const boardTitle = z
  .string({ error: BOARD_MSG.titleRequired })
  .trim()
  .min(1, BOARD_MSG.titleRequired)
  .max(BOARD_TITLE_MAX, BOARD_MSG.titleTooLong);

/** The HTML as sent; whether anything is left after sanitizing is checked by the server. */
export const boardContent = z
  .string({ error: BOARD_MSG.contentRequired })
  .min(1, BOARD_MSG.contentRequired)
  .refine((html) => utf8Bytes(html) <= BOARD_CONTENT_MAX_BYTES, BOARD_MSG.contentTooLong);

export const commentContent = z
  .string({ error: BOARD_MSG.commentRequired })
  .trim()
  .min(1, BOARD_MSG.commentRequired)
  .max(BOARD_COMMENT_MAX, BOARD_MSG.commentTooLong);

/** What the viewer may do on a board, from its gates and the viewer's type and grade. */
export const boardAbilities = z.object({
  list: z.boolean(),
  read: z.boolean(),
  write: z.boolean(),
  comment: z.boolean(),
  /** Post notices, blind, move and delete anything: 관리자, 운영진, 매니저. */
  moderate: z.boolean(),
});

export const boardInfo = z.object({
  id: z.number(),
  group_id: z.number(),
  group: z.string(),
  name: z.string(),
  kind: z.enum(BOARD_KINDS),
  /** 말머리; empty when the board has none. */
  categories: z.array(z.string()),
  rows_per_page: z.number(),
  /** The 추천 count that makes a post 베스트; 0 = the board has no 베스트 tab. */
  best_votes: z.number(),
  images_allowed: z.boolean(),
  post_count: z.number(),
  can: boardAbilities,
});
export type BoardInfo = z.infer<typeof boardInfo>;

/** The writer of a post or comment: enough for the §3 badge and the §2.21 user popup. */
export const boardWriter = z.object({
  user_id: z.string(),
  nickname: z.string(),
  type: z.string(),
  grade: z.number(),
  profile_image: z.string().nullable(),
  collection_show: z.boolean(),
});
export type BoardWriter = z.infer<typeof boardWriter>;

export const boardPostItem = z.object({
  id: z.number(),
  board_id: z.number(),
  board_group: z.string(),
  board_name: z.string(),
  category: z.string().nullable(),
  /** A blinded post's title is replaced by BOARD_MSG.blindedPost for everyone but its writer and moderators. */
  title: z.string(),
  comment_count: z.number(),
  view_count: z.number(),
  vote_up: z.number(),
  vote_down: z.number(),
  has_image: z.boolean(),
  is_notice: z.boolean(),
  is_best: z.boolean(),
  blinded: z.boolean(),
  is_new: z.boolean(),
  /** 'YYYY-MM-DD HH:mm', Korean time. */
  created: z.string(),
  writer: boardWriter,
  /** Posts of a DB요청 board: 접수 / 처리중 / 완료. */
  db_request_status: z.enum(DB_REQUEST_STATUSES).nullable(),
});
export type BoardPostItem = z.infer<typeof boardPostItem>;

export const boardListResult = z.object({
  board: boardInfo,
  /** Pinned on top of every page (they also keep their place in the list). */
  notices: z.array(boardPostItem),
  rows: z.array(boardPostItem),
  total: z.number(),
  /**
   * A search counts its matches only as far as the pager's block of ten pages needs: true when more
   * follow (show 'N건 이상'); page_count then ends at the block and 다음 opens the next block.
   */
  total_capped: z.boolean(),
  page: z.number(),
  /** For the 처음 / 이전 / numbers / 다음 / 맨끝 pager. */
  page_count: z.number(),
  size: z.number(),
});
export type BoardListResult = z.infer<typeof boardListResult>;

/** A card chip of the post with what the read page shows: Korean name, edition and average price. */
export const boardMention = z.object({
  card_id: z.string(),
  edition: z.enum(NATIONS),
  /** The Korean name, else the edition's or English name; null for a card that no longer exists. */
  name: z.string().nullable(),
  image: z.string().nullable(),
  /** The average trade price in won of that edition (card ranking figures), null without trades. */
  avg_price: z.number().nullable(),
  price_count: z.number(),
});
export type BoardMention = z.infer<typeof boardMention>;

export const dbRequestInfo = z.object({
  status: z.enum(DB_REQUEST_STATUSES),
  reply: z.string(),
  updated: z.string().nullable(),
});

const neighbour = z.object({ id: z.number(), title: z.string() }).nullable();

export const boardPostDetail = boardPostItem.extend({
  /** Sanitized HTML; empty when the post is blinded and the viewer is neither its writer nor a moderator. */
  content: z.string(),
  content_hidden: z.boolean(),
  updated: z.string().nullable(),
  /** The writer edited the blinded post, asking moderators to look again. */
  review_requested: z.boolean(),
});

export const boardReadResult = z.object({
  board: boardInfo,
  post: boardPostDetail,
  /** The newer and older post of the same board. */
  prev: neighbour,
  next: neighbour,
  my_vote: z.enum(VOTE_VALUES).nullable(),
  reported: z.boolean(),
  can: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    vote: z.boolean(),
    report: z.boolean(),
    comment: z.boolean(),
  }),
  mentions: z.array(boardMention),
  db_request: dbRequestInfo.nullable(),
});
export type BoardReadResult = z.infer<typeof boardReadResult>;

export const boardComment = z.object({
  id: z.number(),
  post_id: z.number(),
  /** The comment this one replies to; replies go one level deep. */
  parent_id: z.number().nullable(),
  /** BOARD_MSG.deletedComment or .blindedComment when hidden. */
  content: z.string(),
  content_hidden: z.boolean(),
  deleted: z.boolean(),
  blinded: z.boolean(),
  /** null for a deleted comment kept only because it has replies. */
  writer: boardWriter.nullable(),
  created: z.string(),
  updated: z.string().nullable(),
  reply_count: z.number(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_report: z.boolean(),
});
export type BoardComment = z.infer<typeof boardComment>;

export const profileComment = z.object({
  id: z.number(),
  post_id: z.number(),
  board_group: z.string(),
  board_name: z.string(),
  post_title: z.string(),
  content: z.string(),
  created: z.string(),
});

const reportParams = z
  .object({
    target: z.enum(['post', 'comment']),
    id,
    reason: z.enum(REPORT_REASONS, { error: BOARD_MSG.reportReasonRequired }),
    detail: z.string().trim().max(500).default(''),
  })
  .refine((r) => r.reason !== '기타' || r.detail.length > 0, {
    message: BOARD_MSG.reportDetailRequired,
    path: ['detail'],
  });

const postFields = {
  category,
  title: boardTitle,
  content: boardContent,
  /** Moderators only. */
  is_notice: z.boolean().default(false),
};

export const boardCalls = {
  /** Every board the viewer may list, by group (the board menu). */
  boards: defineCall(
    '/api/board/board/list',
    noParams,
    z.array(z.object({ id: z.number(), name: z.string(), boards: z.array(boardInfo) })),
  ),
  /** One board's settings and the viewer's abilities, by name (the write page, /board?board_name=). */
  setting: defineCall(
    '/api/board/setting',
    z.object({ board_group: z.string().max(50).optional(), board_name: boardName }),
    boardInfo,
  ),
  /** /board/list: newest first, 말머리 filter, 전체/베스트 tab, search; notices on top of every page. */
  list: defineCall(
    '/api/board/list',
    z.object({
      board_group: z.string().max(50).optional(),
      board_name: boardName,
      page,
      category,
      tab: z.enum(BOARD_TABS).default('전체'),
      search_type: z.enum(BOARD_SEARCH_TYPES).default('제목'),
      keyword: z.string().trim().max(50).default(''),
    }),
    boardListResult,
  ),
  /** /board/read. Does not count a view: the page sends the §7.11 view call (titleCalls.boardView). */
  read: defineCall('/api/board/post/read', z.object({ id }), boardReadResult),
  insert: defineCall(
    '/api/board/post/insert',
    z.object({ board_id: id, ...postFields }),
    z.object({ id: z.number(), board_group: z.string(), board_name: z.string() }),
  ),
  /** Editing a blinded post asks moderators to review it (review_requested). */
  update: defineCall(
    '/api/board/post/update',
    z.object({ id, ...postFields }),
    z.object({ id: z.number(), review_requested: z.boolean() }),
  ),
  remove: defineCall('/api/board/post/delete', z.object({ id }), z.object({ id: z.number() })),
  /** 추천 / 비추천: members, once per post, never on their own post; cannot be taken back. */
  vote: defineCall(
    '/api/board/post/vote',
    z.object({ id, value: z.enum(VOTE_VALUES) }),
    z.object({
      vote_up: z.number(),
      vote_down: z.number(),
      is_best: z.boolean(),
      my_vote: z.enum(VOTE_VALUES),
    }),
  ),
  /** 신고 of a post or comment, once per member; enough weighted reports blind it. */
  report: defineCall('/api/board/report', reportParams, z.object({ blinded: z.boolean() })),
  /** One page of a post's comments, oldest first; `total` counts the live comments of the post. */
  comments: defineCall(
    '/api/board/comment/list',
    z.object({ post_id: id, page }),
    z.object({
      total: z.number(),
      page: z.number(),
      page_count: z.number(),
      size: z.number(),
      rows: z.array(boardComment),
    }),
  ),
  commentInsert: defineCall(
    '/api/board/comment/insert',
    z.object({ post_id: id, parent_id: id.nullable().optional(), content: commentContent }),
    z.object({ id: z.number(), comment_count: z.number() }),
  ),
  commentUpdate: defineCall(
    '/api/board/comment/update',
    z.object({ id, content: commentContent }),
    z.object({ id: z.number() }),
  ),
  commentDelete: defineCall(
    '/api/board/comment/delete',
    z.object({ id }),
    z.object({ id: z.number(), comment_count: z.number() }),
  ),
  /** /mypage/profile?user_id=: a member's posts, only in boards the viewer may read. */
  profilePosts: defineCall(
    '/api/board/profile/posts',
    z.object({ user_id: userIdRef, page }),
    z.object({ total: z.number(), rows: z.array(boardPostItem) }),
  ),
  profileComments: defineCall(
    '/api/board/profile/comments',
    z.object({ user_id: userIdRef, page }),
    z.object({ total: z.number(), rows: z.array(profileComment) }),
  ),
  /** The home page's board blocks: latest notices, 베스트 posts, and the most recently active boards. */
  feed: defineCall(
    '/api/board/feed',
    noParams,
    z.object({
      notices: z.array(boardPostItem),
      best: z.array(boardPostItem),
      boards: z.array(
        z.object({ id: z.number(), group: z.string(), name: z.string(), rows: z.array(boardPostItem) }),
      ),
    }),
  ),
};
