import { MESSAGE_MSG } from '@carddogam/contract/messages';
import { runInTransaction } from '../db/transactions';
import { AppError, forbidden, notFound } from '../errors';
import { canSendMessage } from '../policies/messages';
import { enforce } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { isStaff } from '../policies/roles';
import { insertMemberAlarm } from '../repositories/alarms';
import * as messages from '../repositories/messages';
import { findUser } from '../repositories/users';
import type { Services } from './container';
import type { Mail } from './mailer';

/** New members may send this many messages a Korean calendar day during their first week (decision 032). */
export const NEW_MEMBER_DAILY_MESSAGES = 10;
const NEW_MEMBER_DAYS = 7;
/** Messages are kept this long after sending; the daily clean-up removes older ones. */
export const MESSAGE_RETENTION_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendMessage {
  to: string;
  content: string;
  trade_post_id?: number;
}

/**
 * Sends a message with its alarm in one transaction. The §6 rules come first; then, under the sender's row
 * lock (so that concurrent sends are counted one after another), the recipient's block list and the new
 * member's daily limit. A block is refused with the words of any refusal, so it is not revealed.
 */
export async function sendMessage(
  services: Services,
  sender: SessionUser,
  input: SendMessage,
): Promise<number> {
  const recipient = await messages.findUserByNickname(services.db, input.to);
  if (!recipient) throw notFound(MESSAGE_MSG.recipientMissing, 'USER_NOT_FOUND');
  enforce(canSendMessage(sender, recipient));

  const id = await runInTransaction(services.db, async (tx) => {
    await messages.lockUser(tx, sender.userId);
    if (await messages.isBlocked(tx, recipient.userId, sender.userId)) {
      throw forbidden(MESSAGE_MSG.refused, 'MESSAGE_REFUSED');
    }
    const senderRow = await findUser(tx, sender.userId);
    const isNewMember =
      senderRow !== undefined && Date.now() - senderRow.created.getTime() < NEW_MEMBER_DAYS * DAY_MS;
    if (isNewMember && !isStaff(sender.type)) {
      const sentToday = await messages.countSentToday(tx, sender.userId);
      if (sentToday >= NEW_MEMBER_DAILY_MESSAGES) {
        throw new AppError(429, 'MESSAGE_DAILY_LIMIT', MESSAGE_MSG.newMemberLimit);
      }
    }
    let tradePostId: number | null = null;
    if (input.trade_post_id !== undefined) {
      if ((await messages.findTradePostTitle(tx, input.trade_post_id)) === undefined) {
        throw notFound(MESSAGE_MSG.tradePostMissing, 'TRADE_POST_NOT_FOUND');
      }
      tradePostId = input.trade_post_id;
    }
    const messageId = await messages.insertMessage(tx, {
      fromUserId: sender.userId,
      toUserId: recipient.userId,
      content: input.content,
      tradePostId,
    });
    await insertMemberAlarm(tx, recipient.userId, {
      kind: '쪽지',
      title: `${sender.nickname}님이 쪽지를 보냈습니다.`,
      link: messageLink(messageId),
      actorUserId: sender.userId,
      actorNickname: sender.nickname,
    });
    return messageId;
  });

  if (recipient.emailAlarmAgree) {
    // The notice is a courtesy: a mail server that fails must not fail a message already sent.
    await services.mailer
      .send(messageMail(services.env.SITE_URL, recipient.email, sender.nickname, id))
      .catch((err: unknown) => console.error('message notice mail failed', err));
  }
  return id;
}

export const messageLink = (id: number) => `/mypage/message?id=${id}`;

/** The e-mail notice names the sender only: the text stays on the site, behind the login. */
function messageMail(siteUrl: string, to: string, senderNickname: string, id: number): Mail {
  return {
    to,
    subject: `[카드도감] ${senderNickname}님이 쪽지를 보냈습니다`,
    text: `${senderNickname}님이 보낸 쪽지가 도착했습니다.\n\n${siteUrl}${messageLink(id)}\n\n쪽지 알림 메일은 마이페이지의 회원정보 수정에서 끌 수 있습니다.\n`,
  };
}

/** Blocks a member; blocking oneself is refused, blocking twice changes nothing. */
export async function blockMember(
  services: Services,
  user: SessionUser,
  blockedUserId: string,
): Promise<void> {
  if (blockedUserId === user.userId) throw forbidden(MESSAGE_MSG.selfBlock, 'SELF_MESSAGE');
  if (!(await findUser(services.db, blockedUserId)))
    throw notFound(MESSAGE_MSG.recipientMissing, 'USER_NOT_FOUND');
  await messages.insertBlock(services.db, user.userId, blockedUserId);
}

/** Removes messages past the retention period. */
export async function removeExpiredMessages(
  services: Pick<Services, 'db'>,
  now = new Date(),
): Promise<number> {
  return messages.deleteMessagesBefore(
    services.db,
    new Date(now.getTime() - MESSAGE_RETENTION_DAYS * DAY_MS),
  );
}
