import { randomBytes } from 'node:crypto';
import { inquiryLink, type InquiryWriteParams } from '@carddogam/contract/calls/contact';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, notFound, unauthorized } from '../errors';
import { inquiryAccess } from '../policies/contact';
import type { SessionUser } from '../policies/policy';
import {
  insertMemberAlarm,
  insertStaffAlarm,
  markAlarmsReadByLink,
  memberReader,
} from '../repositories/alarms';
import * as contact from '../repositories/contact';
import { findUser } from '../repositories/users';
import type { Services } from './container';
import type { Mail } from './mailer';
import { hashToken } from './sessions/session-store';

type WriteInput = Required<Omit<InquiryWriteParams, 'images'>> & { images: string[] };

export const staffInquiryLink = (id: number) => `/admin/main/contact?id=${id}`;

/**
 * Saves an inquiry with its staff alarm in one transaction. A guest needs an e-mail address and gets a
 * private link by mail (only the token's hash is kept). A filled honeypot is answered as if all went well,
 * with nothing saved and no mail: a robot learns nothing to adjust to. Answers the id a member may open, or
 * null for a guest, whose way back is the mailed link.
 */
export async function writeInquiry(
  services: Services,
  user: SessionUser | null,
  ip: string,
  input: WriteInput,
): Promise<number | null> {
  if (!user && input.email === '') throw badRequest(CONTACT_MSG.emailRequired, 'INQUIRY_EMAIL_REQUIRED');
  if (input.homepage !== '') return null;

  const token = user ? null : randomBytes(32).toString('base64url');
  const id = await runInTransaction(services.db, async (tx) => {
    const inquiryId = await contact.insertInquiry(tx, {
      userId: user?.userId ?? null,
      guestEmail: user ? null : input.email,
      guestTokenHash: token ? hashToken(token) : null,
      category: input.category,
      title: input.title,
      content: input.content,
      images: input.images,
      ip,
    });
    await insertStaffAlarm(tx, {
      kind: '문의',
      title: `[${input.category}] ${input.title}`,
      link: staffInquiryLink(inquiryId),
      actorUserId: user?.userId ?? null,
      actorNickname: user?.nickname ?? '비회원',
    });
    return inquiryId;
  });

  if (!token) return id;
  await sendQuietly(services, receiptMail(services.env.SITE_URL, input.email, id, token));
  return null;
}

/** One inquiry for its asker, staff, or the holder of the guest link; opening it reads its answer alarm. */
export async function readInquiry(services: Services, user: SessionUser | null, id: number, token: string) {
  const row = await contact.findInquiry(services.db, id);
  const tokenHash = token ? hashToken(token) : null;
  const access = row ? inquiryAccess(user, row, tokenHash) : tokenHash || user ? 'hidden' : 'login';
  if (access === 'login') throw unauthorized(CONTACT_MSG.loginOrLink);
  if (access === 'hidden' || !row) throw notFound(CONTACT_MSG.notFound, 'INQUIRY_NOT_FOUND');
  if (user && row.userId === user.userId && row.status === '답변완료') {
    await markAlarmsReadByLink(services.db, memberReader(user.userId), inquiryLink(id));
  }
  return row;
}

/**
 * Records a staff answer once (접수 → 답변완료 in one conditional statement) with the asker's alarm in the
 * same transaction; the mail follows the commit, to a guest always and to a member who agreed to mails.
 */
export async function answerInquiry(
  services: Services,
  staff: SessionUser,
  id: number,
  answer: string,
): Promise<void> {
  const answered = await runInTransaction(services.db, async (tx) => {
    const row = await contact.answerWaitingInquiry(tx, id, answer, staff.userId);
    if (!row) {
      if (await contact.findInquiry(tx, id)) throw conflict(CONTACT_MSG.alreadyAnswered, 'INQUIRY_ANSWERED');
      throw notFound(CONTACT_MSG.notFound, 'INQUIRY_NOT_FOUND');
    }
    if (row.userId) {
      await insertMemberAlarm(tx, row.userId, {
        kind: '문의 답변',
        title: `문의 '${row.title}'에 답변이 등록되었습니다.`,
        link: inquiryLink(id),
        actorUserId: staff.userId,
        actorNickname: staff.nickname,
      });
    }
    return row;
  });

  const siteUrl = services.env.SITE_URL;
  if (answered.guestEmail) {
    await sendQuietly(services, guestAnswerMail(siteUrl, answered.guestEmail, id, answer));
  } else if (answered.userId) {
    const asker = await findUser(services.db, answered.userId);
    if (asker?.emailAlarmAgree) await sendQuietly(services, memberAnswerMail(siteUrl, asker.email, id));
  }
}

/** A mail is a courtesy after the commit: a mail server that fails must not fail what was saved. */
async function sendQuietly(services: Services, mail: Mail): Promise<void> {
  await services.mailer.send(mail).catch((err: unknown) => console.error('inquiry mail failed', err));
}

// The mails carry no text the asker typed, so the form cannot be used to send chosen words to any address.
function receiptMail(siteUrl: string, to: string, id: number, token: string): Mail {
  return {
    to,
    subject: '[카드도감] 1:1 문의가 접수되었습니다',
    text:
      `카드도감에 남기신 1:1 문의(${id}번)가 접수되었습니다.\n\n` +
      `아래 링크에서 문의와 답변을 확인할 수 있습니다. 링크를 아는 사람은 누구나 문의를 볼 수 있으니 다른 사람과 공유하지 마세요.\n\n` +
      `${siteUrl}${inquiryLink(id, token)}\n`,
  };
}

function guestAnswerMail(siteUrl: string, to: string, id: number, answer: string): Mail {
  return {
    to,
    subject: '[카드도감] 1:1 문의에 답변이 등록되었습니다',
    text:
      `남기신 1:1 문의(${id}번)에 운영진의 답변이 등록되었습니다.\n\n${answer}\n\n` +
      `문의 접수 메일의 링크(${siteUrl}/contact/read?id=${id}&token=…)에서도 확인할 수 있습니다.\n`,
  };
}

/** A member's mail names the inquiry only: the answer stays on the site, behind the login. */
function memberAnswerMail(siteUrl: string, to: string, id: number): Mail {
  return {
    to,
    subject: '[카드도감] 1:1 문의에 답변이 등록되었습니다',
    text:
      `남기신 1:1 문의(${id}번)에 운영진의 답변이 등록되었습니다.\n\n${siteUrl}${inquiryLink(id)}\n\n` +
      '알림 메일은 마이페이지의 회원정보 수정에서 끌 수 있습니다.\n',
  };
}
