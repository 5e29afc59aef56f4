import { messageCalls as calls } from '@carddogam/contract/calls/message';
import { MESSAGE_MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { loggedIn } from '../policies/roles';
import { presentMessage } from '../presenters/message';
import { countUnreadAlarms, markAlarmsReadByLink, memberReader } from '../repositories/alarms';
import * as messages from '../repositories/messages';
import { blockMember, messageLink, sendMessage } from '../services/messages';
import { notFound } from '../errors';

/**
 * Private messages (/mypage/message; decision 032). Every call is the caller's own: a message id that is
 * not in the caller's boxes answers 'not found', whoever's it is. Banned members may read and delete; the
 * §6 rules stop them sending.
 */
export function registerMessageRoutes(r: CallRouter): void {
  r.handle(calls.list, loggedIn, async ({ box, page, size }, { services, user }) => {
    const [list, unread] = await Promise.all([
      messages.listMessages(services.db, box, user!.userId, { page, size }),
      messages.countUnreadMessages(services.db, user!.userId),
    ]);
    return { total: list.total, unread, items: list.rows.map(presentMessage) };
  });

  r.handle(calls.read, loggedIn, async ({ id }, { services, user }) => {
    const row = await messages.findOwnMessage(services.db, id, user!.userId);
    if (!row) throw notFound(MESSAGE_MSG.notFound, 'MESSAGE_NOT_FOUND');
    let readAt = row.readAt;
    if (row.box === 'inbox' && readAt === null) {
      readAt = await messages.markMessageRead(services.db, id, user!.userId);
      await markAlarmsReadByLink(services.db, memberReader(user!.userId), messageLink(id));
    }
    const senderBlocked =
      row.box === 'inbox' && (await messages.isBlocked(services.db, user!.userId, row.fromUserId));
    return { ...presentMessage({ ...row, readAt }), box: row.box, sender_blocked: senderBlocked };
  });

  r.handle(calls.send, loggedIn, async (p, { services, user }) => ({
    id: await sendMessage(services, user!, p),
    message: MESSAGE_MSG.sent,
  }));

  r.handle(calls.delete, loggedIn, async ({ box, ids }, { services, user }) => ({
    deleted: await messages.deleteOwnCopies(services.db, box, user!.userId, ids),
  }));

  r.handle(calls.recipients, loggedIn, async ({ q }, { services, user }) => {
    const rows = await messages.findNicknamesStartingWith(services.db, q);
    return rows
      .filter((row) => row.userId !== user!.userId)
      .map((row) => ({ user_id: row.userId, nickname: row.nickname }));
  });

  r.handle(calls.blockList, loggedIn, async (_p, { services, user }) =>
    (await messages.listBlocks(services.db, user!.userId)).map((row) => ({
      user_id: row.userId,
      nickname: row.nickname,
      created: row.created.toISOString(),
    })),
  );
  r.handle(calls.block, loggedIn, async ({ user_id }, { services, user }) => {
    await blockMember(services, user!, user_id);
    return { message: MESSAGE_MSG.blocked };
  });
  r.handle(calls.unblock, loggedIn, async ({ user_id }, { services, user }) => {
    await messages.deleteBlock(services.db, user!.userId, user_id);
    return { message: MESSAGE_MSG.unblocked };
  });

  r.handle(calls.badge, loggedIn, async (_p, { services, user }) => {
    const [messageUnread, alarmUnread] = await Promise.all([
      messages.countUnreadMessages(services.db, user!.userId),
      countUnreadAlarms(services.db, memberReader(user!.userId)),
    ]);
    return { message_unread: messageUnread, alarm_unread: alarmUnread };
  });
}
