import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';
import { MESSAGE_MSG } from '../messages';

/** Private messages between members (/mypage/message; decision 032). */

export const MESSAGE_CONTENT_MAX = 2000;
export const MESSAGE_BOXES = ['inbox', 'outbox'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

const nicknameRef = z
  .string({ error: MESSAGE_MSG.recipientRequired })
  .trim()
  .min(1, MESSAGE_MSG.recipientRequired)
  .max(40, MESSAGE_MSG.recipientMissing);

export const messageContent = z
  .string({ error: MESSAGE_MSG.contentRequired })
  .trim()
  .min(1, MESSAGE_MSG.contentRequired)
  .max(MESSAGE_CONTENT_MAX, MESSAGE_MSG.contentTooLong);

const member = z.object({ user_id: z.string(), nickname: z.string() });

export const messageItem = z.object({
  id: z.number(),
  from: member,
  to: member,
  /** The whole text in a read answer; the first 100 characters in a list. */
  content: z.string(),
  trade_post: z.object({ id: z.number(), title: z.string() }).nullable(),
  created: z.string(),
  /** When the recipient first opened it; null while unread. */
  read_at: z.string().nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messageCalls = {
  list: defineCall(
    '/api/message/list',
    z.object({ box: z.enum(MESSAGE_BOXES), ...paging }),
    z.object({ total: z.number(), unread: z.number(), items: z.array(messageItem) }),
  ),
  /** Opening a received message marks it read (and its alarm). */
  read: defineCall(
    '/api/message/read',
    z.object({ id }),
    messageItem.extend({ box: z.enum(MESSAGE_BOXES), sender_blocked: z.boolean() }),
  ),
  send: defineCall(
    '/api/message/send',
    z.object({ to: nicknameRef, content: messageContent, trade_post_id: id.optional() }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  /** Deletes the caller's own copies; the other side keeps theirs. */
  delete: defineCall(
    '/api/message/delete',
    z.object({
      box: z.enum(MESSAGE_BOXES),
      ids: z.array(id).min(1, MESSAGE_MSG.selectRequired).max(100),
    }),
    z.object({ deleted: z.number() }),
  ),
  /** Nicknames that start with what was typed, for the recipient field. */
  recipients: defineCall(
    '/api/message/recipients',
    z.object({ q: z.string().trim().min(1).max(40) }),
    z.array(member),
  ),
  blockList: defineCall('/api/message/block/list', noParams, z.array(member.extend({ created: z.string() }))),
  block: defineCall(
    '/api/message/block',
    z.object({ user_id: z.string().trim().min(1).max(64) }),
    z.object({ message: z.string() }),
  ),
  unblock: defineCall(
    '/api/message/unblock',
    z.object({ user_id: z.string().trim().min(1).max(64) }),
    z.object({ message: z.string() }),
  ),
  /** The header's two badges, polled: unread messages and unread alarms. */
  badge: defineCall(
    '/api/message/badge',
    noParams,
    z.object({ message_unread: z.number(), alarm_unread: z.number() }),
  ),
};
