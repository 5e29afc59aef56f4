import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactCalls } from '@carddogam/contract/calls/contact';
import { messageCalls } from '@carddogam/contract/calls/message';
import { USER_TYPES, type UserType } from '@carddogam/contract/constants';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/**
 * Who reads what is private (decision 032), over the eight kinds of caller — a guest and a member of each
 * of the seven user types who is not a party: a message only its sender and recipient, whatever the
 * reader's type; an inquiry its asker and staff. Everyone else is told it does not exist (a guest, to log in).
 */
const STAFF: readonly UserType[] = ['관리자', '운영진', '매니저', '일어알바'];

describe('private reads over every kind of caller', () => {
  let t: TestApp;
  let messageId: number;
  let inquiryId: number;
  const parties: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const [sender, recipient, asker] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    parties.sender = await sessionCookie(t, sender.userId);
    parties.recipient = await sessionCookie(t, recipient.userId);
    parties.asker = await sessionCookie(t, asker.userId);
    // A new member may send a few messages a day; the sender is backdated past the first week.
    await t.services.db
      .update(users)
      .set({ created: sql`now() - interval '30 days'` })
      .where(eq(users.userId, sender.userId));
    messageId = (
      await t.call(messageCalls.send, { to: recipient.nickname, content: '둘만 보는 쪽지' }, parties.sender)
    ).id;
    inquiryId = (
      await t.call(
        contactCalls.write,
        { category: '계정', title: '비밀번호', content: '문의 내용' },
        parties.asker,
      )
    ).id!;
  });
  afterAll(() => t.close());

  const statusOf = async (path: string, params: unknown, cookie?: Record<string, string>) =>
    (await t.post(path, { params }, cookie)).status;

  it('lets only the two parties read a message', async () => {
    expect(await statusOf(messageCalls.read.path, { id: messageId }, parties.sender)).toBe(200);
    expect(await statusOf(messageCalls.read.path, { id: messageId }, parties.recipient)).toBe(200);
    expect(await statusOf(messageCalls.read.path, { id: messageId })).toBe(401);
    for (const type of USER_TYPES) {
      const reader = await sessionCookie(t, (await createMember(t, { type })).userId);
      expect(await statusOf(messageCalls.read.path, { id: messageId }, reader), type).toBe(404);
    }
  });

  it('lets only the asker and staff read an inquiry', async () => {
    expect(await statusOf(contactCalls.read.path, { id: inquiryId }, parties.asker)).toBe(200);
    expect(await statusOf(contactCalls.read.path, { id: inquiryId })).toBe(401);
    for (const type of USER_TYPES) {
      const reader = await sessionCookie(t, (await createMember(t, { type })).userId);
      expect(await statusOf(contactCalls.read.path, { id: inquiryId }, reader), type).toBe(
        STAFF.includes(type) ? 200 : 404,
      );
    }
  });
});
