import { z } from 'zod';
import { defineCall, id, noParams } from '../call';
import { BOARD_SETTING_MSG } from '../messages';
import { BOARD_ACTIONS, boardGate } from '../board/gates';
import { BOARD_KINDS, BOARD_SEARCH_TYPES, DB_REQUEST_STATUSES, boardPostItem, boardWriter } from './board';

/**
 * The board back office (§2.2 admin board: category, post, blinded_post, comment, db_request; decision
 * 026). Board and group settings are for 관리자; moderation is for 관리자, 운영진 and 매니저.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const name = z.string().trim().min(1, '이름을 입력해주세요.').max(50, '이름은 50자까지 쓸 수 있습니다.');
/** A whole number in a range, refused with one Korean message whatever is wrong with it. */
const ranged = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const sort = z.coerce
  .number({ error: BOARD_SETTING_MSG.sortInvalid })
  .int(BOARD_SETTING_MSG.sortInvalid)
  .min(0, BOARD_SETTING_MSG.sortInvalid)
  .max(10_000, BOARD_SETTING_MSG.sortInvalid)
  .default(0);
const points = ranged(0, 10_000, BOARD_SETTING_MSG.pointsInvalid).nullable();

export const boardGates = z.object(
  Object.fromEntries(BOARD_ACTIONS.map((a) => [a, boardGate])) as Record<
    (typeof BOARD_ACTIONS)[number],
    typeof boardGate
  >,
);

export const boardSettingFields = {
  group_id: z.coerce
    .number({ error: BOARD_SETTING_MSG.groupRequired })
    .int(BOARD_SETTING_MSG.groupRequired)
    .positive(BOARD_SETTING_MSG.groupRequired)
    .max(2_147_483_647, BOARD_SETTING_MSG.groupRequired),
  name,
  sort,
  kind: z.enum(BOARD_KINDS).default('일반'),
  categories: z
    .array(
      z.string().trim().min(1, BOARD_SETTING_MSG.categoryEmpty).max(30, BOARD_SETTING_MSG.categoryTooLong),
    )
    .max(30, BOARD_SETTING_MSG.tooManyCategories)
    .default([])
    .refine((list) => new Set(list).size === list.length, '말머리가 중복되었습니다.'),
  gates: boardGates,
  /** null: the point settings' amount (menu 커뮤니티); a number overrides it for this board. */
  post_points: points.default(null),
  comment_points: points.default(null),
  rows_per_page: ranged(5, 100, BOARD_SETTING_MSG.rowsPerPageInvalid).default(20),
  best_votes: ranged(0, 10_000, BOARD_SETTING_MSG.bestVotesInvalid).default(10),
  images_allowed: z.boolean().default(true),
  /** The weighted report total that blinds a post or comment by itself. */
  blind_threshold: ranged(1, 1000, BOARD_SETTING_MSG.blindThresholdInvalid).default(3),
};

export const boardSetting = z.object({
  id: z.number(),
  group_id: z.number(),
  group: z.string(),
  name: z.string(),
  sort: z.number(),
  kind: z.enum(BOARD_KINDS),
  categories: z.array(z.string()),
  gates: boardGates,
  post_points: z.number().nullable(),
  comment_points: z.number().nullable(),
  rows_per_page: z.number(),
  best_votes: z.number(),
  images_allowed: z.boolean(),
  blind_threshold: z.number(),
  post_count: z.number(),
});
export type BoardSetting = z.infer<typeof boardSetting>;

export const adminPostItem = boardPostItem.extend({
  report_count: z.number(),
  report_score: z.number(),
  review_requested: z.boolean(),
});

export const adminCommentItem = z.object({
  id: z.number(),
  post_id: z.number(),
  parent_id: z.number().nullable(),
  board_group: z.string(),
  board_name: z.string(),
  post_title: z.string(),
  content: z.string(),
  blinded: z.boolean(),
  report_count: z.number(),
  created: z.string(),
  writer: boardWriter,
});

export const dbRequestItem = boardPostItem.extend({
  status: z.enum(DB_REQUEST_STATUSES),
  reply: z.string(),
  replied_by: z.string().nullable(),
  status_updated: z.string().nullable(),
});

/** One 신고 of a post or comment, as moderators review it before unblinding. */
export const boardReportItem = z.object({
  id: z.number(),
  /** One of REPORT_REASONS (kept as text: a reason retired later stays readable on old reports). */
  reason: z.string(),
  /** The text of a '기타' report. */
  detail: z.string(),
  /** What the report counted towards the blind (reportWeight). */
  weight: z.number(),
  reporter: z.string(),
  /** 'YYYY-MM-DD HH:mm', Korean time. */
  created: z.string(),
});
export type BoardReportItem = z.infer<typeof boardReportItem>;

const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
const idAnswer = z.object({ id: z.number() });

// The forms of /admin/board/* check their input with these before sending (the same messages as the
// server's), so they are exported on their own: the browser's call definitions carry only paths.
export const groupSaveParams = z.object({ id: id.optional(), name, sort });
export const boardSaveParams = z.object({ id: id.optional(), ...boardSettingFields });
export const dbRequestUpdateParams = z.object({
  post_id: id,
  status: z.enum(DB_REQUEST_STATUSES),
  reply: z.string().trim().max(2000, '답변은 2,000자까지 쓸 수 있습니다.').default(''),
});

export const boardAdminCalls = {
  /** /admin/board/category: every group and board with all settings. */
  categories: defineCall(
    '/api/admin/board/category/list',
    noParams,
    z.array(z.object({ id: z.number(), name: z.string(), sort: z.number(), boards: z.array(boardSetting) })),
  ),
  /** Creates a group (no id) or renames one. */
  groupSave: defineCall('/api/admin/board/category/group/save', groupSaveParams, idAnswer),
  groupDelete: defineCall('/api/admin/board/category/group/delete', z.object({ id }), idAnswer),
  /** Creates a board (no id) or changes one; 말머리 removed from the list stay on old posts. */
  boardSave: defineCall('/api/admin/board/category/board/save', boardSaveParams, idAnswer),
  boardDelete: defineCall('/api/admin/board/category/board/delete', z.object({ id }), idAnswer),
  /** /admin/board/post: every board, newest first, with search and a state filter. */
  posts: defineCall(
    '/api/admin/board/post/list',
    z.object({
      page,
      board_id: id.nullable().optional(),
      search_type: z.enum(BOARD_SEARCH_TYPES).default('제목'),
      keyword: z.string().trim().max(50).default(''),
      state: z.enum(['전체', '블라인드', '검토요청']).default('전체'),
    }),
    paged(adminPostItem),
  ),
  postMove: defineCall(
    '/api/admin/board/post/move',
    z.object({ ids: z.array(id).min(1, '옮길 게시글을 선택해주세요.').max(100), board_id: id }),
    z.object({ moved: z.number() }),
  ),
  postDelete: defineCall('/api/admin/board/post/delete', z.object({ id }), idAnswer),
  postBlind: defineCall('/api/admin/board/post/blind', z.object({ id }), idAnswer),
  postUnblind: defineCall('/api/admin/board/post/unblind', z.object({ id }), idAnswer),
  /** /admin/board/blinded_post: blinded posts, those whose writer asked for a review first. */
  blindedPosts: defineCall('/api/admin/board/blinded_post/list', z.object({ page }), paged(adminPostItem)),
  /** /admin/board/comment. */
  comments: defineCall(
    '/api/admin/board/comment/list',
    z.object({
      page,
      keyword: z.string().trim().max(50).default(''),
      blinded_only: z.boolean().default(false),
    }),
    paged(adminCommentItem),
  ),
  /** Every 신고 of one post (its comments' excluded) or one comment, newest first. */
  reports: defineCall(
    '/api/admin/board/report/list',
    z.object({ target: z.enum(['post', 'comment']), id }),
    z.array(boardReportItem),
  ),
  commentDelete: defineCall('/api/admin/board/comment/delete', z.object({ id }), idAnswer),
  commentBlind: defineCall('/api/admin/board/comment/blind', z.object({ id }), idAnswer),
  commentUnblind: defineCall('/api/admin/board/comment/unblind', z.object({ id }), idAnswer),
  /** /admin/board/db_request: the 카드/DB 추가 요청 posts with their status. */
  dbRequests: defineCall(
    '/api/admin/board/db_request/list',
    z.object({ page, status: z.enum(DB_REQUEST_STATUSES).nullable().optional() }),
    paged(dbRequestItem),
  ),
  /** Sets the status and the staff reply; the writer gets an alarm. */
  dbRequestUpdate: defineCall(
    '/api/admin/board/db_request/update',
    dbRequestUpdateParams,
    z.object({ post_id: z.number(), status: z.enum(DB_REQUEST_STATUSES) }),
  ),
};
