import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Private messages between members (/mypage/message; decision 032). One row serves both sides: each side
 * deletes only its own copy (`sender_deleted`, `recipient_deleted`), and the row goes when both have.
 * `read_at` is the read receipt the sender sees. A message may name the trade post it is about.
 */
export const message = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    fromUserId: text('from_user_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    content: text('content').notNull(),
    tradePostId: integer('trade_post_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    senderDeleted: boolean('sender_deleted').notNull().default(false),
    recipientDeleted: boolean('recipient_deleted').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_inbox_idx').on(t.toUserId, t.id.desc()).where(sql`not ${t.recipientDeleted}`),
    index('message_outbox_idx').on(t.fromUserId, t.id.desc()).where(sql`not ${t.senderDeleted}`),
    // The header badge counts these on every poll.
    index('message_unread_idx')
      .on(t.toUserId)
      .where(sql`${t.readAt} is null and not ${t.recipientDeleted}`),
    index('message_created_idx').on(t.created),
  ],
);

/** A member's block list: messages from a blocked member are refused without saying why. */
export const messageBlock = pgTable(
  'message_block',
  {
    userId: text('user_id').notNull(),
    blockedUserId: text('blocked_user_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedUserId] })],
);

/**
 * 1:1 inquiries to the operators (/contact/*, /admin/main/contact). A member's inquiry names its member;
 * a guest's carries the guest's e-mail and the hash of the token of the link that lets the guest read it.
 */
export const inquiry = pgTable(
  'inquiry',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id'),
    guestEmail: text('guest_email'),
    guestTokenHash: text('guest_token_hash'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Uploaded file names under /upload/inquiry_image/. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['접수', '답변완료'] })
      .notNull()
      .default('접수'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ip: text('ip'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_user_idx').on(t.userId, t.id.desc()),
    index('inquiry_status_idx').on(t.status, t.id.desc()),
  ],
);

/**
 * Reports of a member's behaviour (신고하기 in the user menu, on a message or a trade post), gathered by
 * member at /admin/user/reported. A reporter reports the same thing once.
 */
export const memberReport = pgTable(
  'member_report',
  {
    id: serial('id').primaryKey(),
    reporterUserId: text('reporter_user_id').notNull(),
    reportedUserId: text('reported_user_id').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    /** What the report is about: the member themself, one of their messages, or one of their trade posts. */
    sourceKind: text('source_kind', { enum: ['user', 'message', 'trade_post'] }).notNull(),
    sourceId: integer('source_id'),
    /** The reported message's or post's text as it was when reported: it may be deleted afterwards. */
    evidence: text('evidence').notNull().default(''),
    status: text('status', { enum: ['접수', '처리', '기각'] })
      .notNull()
      .default('접수'),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_report_reported_idx').on(t.reportedUserId, t.status),
    uniqueIndex('member_report_once_idx').on(
      t.reporterUserId,
      t.reportedUserId,
      t.sourceKind,
      sql`coalesce(${t.sourceId}, 0)`,
    ),
  ],
);
