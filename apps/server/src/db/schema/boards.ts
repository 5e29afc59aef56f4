import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BoardGate } from '@carddogam/contract/board/gates';

/**
 * Community boards (/board/*; decision 026). Groups and boards are data that 관리자 edits; posts and
 * comments are soft-deleted (deleted_at) so that reports, votes and the point ledger keep their subject.
 * Counters on posts and boards are only ever changed by `x = x + n` in SQL, inside the write's transaction.
 */

export const boardGroup = pgTable(
  'board_group',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort: smallint('sort').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('board_group_name_idx').on(t.name)],
);

export const board = pgTable(
  'board',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => boardGroup.id),
    /** Unique across groups: §2.1 names a board page by board_name alone. */
    name: text('name').notNull(),
    sort: smallint('sort').notNull().default(0),
    /** '일반', or 'DB요청' for the 카드/DB 추가 요청 board whose posts carry a status. */
    kind: text('kind').notNull().default('일반'),
    /** 말머리 offered when writing; a post keeps its 말머리 even if it is later removed here. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gateList: jsonb('gate_list').$type<BoardGate>().notNull(),
    gateRead: jsonb('gate_read').$type<BoardGate>().notNull(),
    gateWrite: jsonb('gate_write').$type<BoardGate>().notNull(),
    gateComment: jsonb('gate_comment').$type<BoardGate>().notNull(),
    /** Points for a post / a comment here; null takes the point settings' amount (menu 커뮤니티). */
    postPoints: integer('post_points'),
    commentPoints: integer('comment_points'),
    rowsPerPage: smallint('rows_per_page').notNull().default(20),
    /** The 추천 count that makes a post 베스트; 0 turns 베스트 off. */
    bestVotes: smallint('best_votes').notNull().default(10),
    imagesAllowed: boolean('images_allowed').notNull().default(true),
    /** The weighted report total that blinds a post or comment. */
    blindThreshold: smallint('blind_threshold').notNull().default(3),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('board_name_idx').on(t.name), index('board_group_idx').on(t.groupId, t.sort)],
);

/**
 * Post counts per board and bucket ('all', 'best', 'cat:<말머리>'), kept in the transaction of every post
 * write, so a list page knows its page count without counting a million rows (decision 026).
 */
export const boardTally = pgTable(
  'board_tally',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => board.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.bucket] })],
);

export const boardPost = pgTable(
  'board_post',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => board.id),
    /** 말머리. */
    category: text('category'),
    title: text('title').notNull(),
    /**
     * The title's unigrams and bigrams (decision 003), kept by the database. Stored rather than indexed as
     * an expression so a list walk filtering on it reads an array instead of recomputing it per row.
     */
    titleGrams: text('title_grams')
      .array()
      .generatedAlwaysAs(sql`text_grams("title")`),
    /** Sanitized HTML (decision 027). */
    content: text('content').notNull(),
    /** The content's text without markup, for 내용 search. */
    contentText: text('content_text').notNull().default(''),
    userId: text('user_id').notNull(),
    isNotice: boolean('is_notice').notNull().default(false),
    hasImage: boolean('has_image').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    voteUp: integer('vote_up').notNull().default(0),
    voteDown: integer('vote_down').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** Reports weighted by the reporters' grade; reset when a moderator unblinds. */
    reportScore: integer('report_score').notNull().default(0),
    isBest: boolean('is_best').notNull().default(false),
    blinded: boolean('blinded').notNull().default(false),
    /** The writer edited the post while it was blinded. */
    reviewRequested: boolean('review_requested').notNull().default(false),
    /** What the insert awarded, given back exactly on delete even if the settings changed since. */
    pointsAwarded: integer('points_awarded').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  },
  (t) => [
    // The list pages: ids grow with time, so id order is newest-first order (decision 026).
    index('board_post_list_idx')
      .on(t.boardId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('board_post_category_idx')
      .on(t.boardId, t.category, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('board_post_notice_idx')
      .on(t.boardId, t.id)
      .where(sql`${t.isNotice} and ${t.deletedAt} is null`),
    index('board_post_best_idx')
      .on(t.boardId, t.id)
      .where(sql`${t.isBest} and ${t.deletedAt} is null`),
    index('board_post_blinded_idx')
      .on(t.id)
      .where(sql`${t.blinded} and ${t.deletedAt} is null`),
    index('board_post_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The dashboard's posts per day (/admin/dashboard).
    index('board_post_created_idx')
      .on(t.created)
      .where(sql`${t.deletedAt} is null`),
    // Korean partial-title search of one or two syllables (decision 003's unigrams and bigrams).
    index('board_post_title_gram_idx').using('gin', t.titleGrams),
    index('board_post_text_trgm_idx').using('gin', sql`${t.contentText} gin_trgm_ops`),
  ],
);

export const boardComment = pgTable(
  'board_comment',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => boardPost.id),
    /** The comment replied to; replies go one level deep. */
    parentId: integer('parent_id').references((): AnyPgColumn => boardComment.id),
    userId: text('user_id').notNull(),
    /** Plain text; the page escapes it. */
    content: text('content').notNull(),
    /** Live replies: a comment with replies can no longer be edited or deleted by its writer. */
    replyCount: integer('reply_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    reportScore: integer('report_score').notNull().default(0),
    blinded: boolean('blinded').notNull().default(false),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  },
  (t) => [
    index('board_comment_post_idx').on(t.postId, t.id),
    index('board_comment_parent_idx').on(t.parentId),
    index('board_comment_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('board_comment_blinded_idx')
      .on(t.id)
      .where(sql`${t.blinded} and ${t.deletedAt} is null`),
  ],
);

/** 추천 (1) or 비추천 (-1): one per member and post, never taken back. */
export const boardVote = pgTable(
  'board_vote',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => boardPost.id),
    userId: text('user_id').notNull(),
    value: smallint('value').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** 신고 of a post (comment_id null) or a comment; one per member and subject. */
export const boardReport = pgTable(
  'board_report',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => boardPost.id),
    commentId: integer('comment_id').references(() => boardComment.id),
    userId: text('user_id').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    weight: smallint('weight').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('board_report_post_once_idx')
      .on(t.postId, t.userId)
      .where(sql`${t.commentId} is null`),
    uniqueIndex('board_report_comment_once_idx')
      .on(t.commentId, t.userId)
      .where(sql`${t.commentId} is not null`),
  ],
);

/** Who viewed a post on which UTC day (§2.1), so a viewer adds at most one view a day. */
export const boardPostView = pgTable(
  'board_post_view',
  {
    postId: integer('post_id').notNull(),
    /** 'u:<user id>' or 'ip:<address>'. */
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer, t.day] })],
);

/** The handling of a 카드/DB 추가 요청 post: 접수 → 처리중 → 완료, with the staff's reply. */
export const boardDbRequest = pgTable(
  'board_db_request',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => boardPost.id),
    status: text('status').notNull().default('접수'),
    reply: text('reply').notNull().default(''),
    repliedBy: text('replied_by'),
    updated: timestamp('updated', { withTimezone: true }),
  },
  (t) => [index('board_db_request_status_idx').on(t.status, t.postId)],
);
