import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messageCalls as calls } from '@carddogam/contract/calls/message';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { MESSAGE_MSG, MSG } from '@carddogam/contract/messages';
import { message, tradePost, users } from '../../src/db/schema/index';
import { NEW_MEMBER_DAILY_MESSAGES, removeExpiredMessages } from '../../src/services/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, mailsTo, sessionCookie } from '../helpers/members';

describe('private messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A member past the first week, so the new-member daily limit does not apply. */
  async function veteran(overrides: Parameters<typeof createMember>[1] = {}) {
    const row = await createMember(t, overrides);
    await t.services.db
      .update(users)
      .set({ created: sql`now() - interval '30 days'` })
      .where(eq(users.userId, row.userId));
    return { ...row, cookie: await sessionCookie(t, row.userId) };
  }

  it('sends, lists on both sides, reads with a receipt and reads its alarm', async () => {
    const a = await veteran();
    const b = await veteran();
    const sent = await t.call(
      calls.send,
      { to: b.nickname, content: '  카드 거래 가능하신가요?  ' },
      a.cookie,
    );
    expect(sent.message).toBe(MESSAGE_MSG.sent);

    const outbox = await t.call(calls.list, { box: 'outbox' }, a.cookie);
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]).toMatchObject({ id: sent.id, read_at: null, content: '카드 거래 가능하신가요?' });
    const inbox = await t.call(calls.list, { box: 'inbox' }, b.cookie);
    expect(inbox).toMatchObject({ total: 1, unread: 1 });
    expect(await t.call(calls.badge, {}, b.cookie)).toEqual({ message_unread: 1, alarm_unread: 1 });

    const read = await t.call(calls.read, { id: sent.id }, b.cookie);
    expect(read).toMatchObject({ box: 'inbox', from: { nickname: a.nickname }, sender_blocked: false });
    expect(read.read_at).not.toBeNull();
    expect(await t.call(calls.badge, {}, b.cookie)).toEqual({ message_unread: 0, alarm_unread: 0 });
    const receipt = await t.call(calls.list, { box: 'outbox' }, a.cookie);
    expect(receipt.items[0]!.read_at).toBe(read.read_at);
    // A second opening keeps the first read time.
    const again = await t.call(calls.read, { id: sent.id }, b.cookie);
    expect(again.read_at).toBe(read.read_at);
    // The sender reading their own copy sets no receipt.
    expect((await t.call(calls.read, { id: sent.id }, a.cookie)).box).toBe('outbox');
  });

  it('keeps the §6 rules: a banned member cannot send, nobody messages themself, guests log in', async () => {
    const a = await veteran();
    const banned = await veteran({ type: '밴 유저' });
    const refused = await t.post(
      calls.send.path,
      { params: { to: a.nickname, content: '안녕' } },
      banned.cookie,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'BANNED', message: MSG.messageBanned } });
    const self = await t.post(calls.send.path, { params: { to: a.nickname, content: '나에게' } }, a.cookie);
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ error: { code: 'SELF_MESSAGE', message: MSG.messageSelf } });
    const guest = await t.post(calls.send.path, { params: { to: a.nickname, content: '안녕' } });
    expect(guest.status).toBe(401);
    // A banned member still reads and deletes what they received.
    await t.call(calls.send, { to: banned.nickname, content: '안내드립니다' }, a.cookie);
    expect((await t.call(calls.list, { box: 'inbox' }, banned.cookie)).total).toBe(1);
  });

  it('refuses a blocked sender without revealing the block, and takes the block back', async () => {
    const a = await veteran();
    const b = await veteran();
    const stranger = await veteran();
    expect((await t.call(calls.block, { user_id: a.userId }, b.cookie)).message).toBe(MESSAGE_MSG.blocked);
    const refused = await t.post(
      calls.send.path,
      { params: { to: b.nickname, content: '또 보냅니다' } },
      a.cookie,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'MESSAGE_REFUSED', message: MESSAGE_MSG.refused } });
    expect((await t.call(calls.list, { box: 'inbox' }, b.cookie)).total).toBe(0);
    // Others still reach b, and a can still reach others.
    await t.call(calls.send, { to: b.nickname, content: '안녕하세요' }, stranger.cookie);
    await t.call(calls.send, { to: stranger.nickname, content: '안녕하세요' }, a.cookie);
    expect(await t.call(calls.blockList, {}, b.cookie)).toMatchObject([
      { user_id: a.userId, nickname: a.nickname },
    ]);
    await t.call(calls.unblock, { user_id: a.userId }, b.cookie);
    await t.call(calls.send, { to: b.nickname, content: '다시 보냅니다' }, a.cookie);
    expect((await t.call(calls.list, { box: 'inbox' }, b.cookie)).total).toBe(2);
    const selfBlock = await t.post(calls.block.path, { params: { user_id: b.userId } }, b.cookie);
    expect(selfBlock.status).toBe(403);
  });

  it('deletes on one side only; the row goes when both sides deleted it', async () => {
    const a = await veteran();
    const b = await veteran();
    const { id } = await t.call(calls.send, { to: b.nickname, content: '지울 쪽지' }, a.cookie);
    expect(await t.call(calls.delete, { box: 'outbox', ids: [id] }, a.cookie)).toEqual({ deleted: 1 });
    expect((await t.call(calls.list, { box: 'outbox' }, a.cookie)).total).toBe(0);
    expect((await t.call(calls.read, { id }, b.cookie)).content).toBe('지울 쪽지');
    expect((await t.post(calls.read.path, { params: { id } }, a.cookie)).status).toBe(404);
    // Someone else's id, or an id from the wrong box, deletes nothing.
    const stranger = await veteran();
    expect(await t.call(calls.delete, { box: 'inbox', ids: [id] }, stranger.cookie)).toEqual({ deleted: 0 });
    expect(await t.call(calls.delete, { box: 'outbox', ids: [id] }, b.cookie)).toEqual({ deleted: 0 });
    expect(await t.call(calls.delete, { box: 'inbox', ids: [id] }, b.cookie)).toEqual({ deleted: 1 });
    const left = await t.services.db.select().from(message).where(eq(message.id, id));
    expect(left).toHaveLength(0);
  });

  it("answers 'not found' for a message of others, in Korean", async () => {
    const a = await veteran();
    const b = await veteran();
    const stranger = await veteran();
    const { id } = await t.call(calls.send, { to: b.nickname, content: '둘만의 쪽지' }, a.cookie);
    const peek = await t.post(calls.read.path, { params: { id } }, stranger.cookie);
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ error: { code: 'MESSAGE_NOT_FOUND', message: MESSAGE_MSG.notFound } });
  });

  it('refuses bad input with a Korean message and writes nothing', async () => {
    const a = await veteran();
    const b = await veteran();
    const cases: Array<[unknown, number, string]> = [
      [{ to: '없는닉네임', content: '안녕' }, 404, MESSAGE_MSG.recipientMissing],
      [{ to: b.nickname, content: '   ' }, 400, MESSAGE_MSG.contentRequired],
      [{ to: b.nickname, content: 'x'.repeat(100_000) }, 400, MESSAGE_MSG.contentTooLong],
      [{ to: '', content: '안녕' }, 400, MESSAGE_MSG.recipientRequired],
      [{ to: b.nickname, content: '거래', trade_post_id: 999_999 }, 404, MESSAGE_MSG.tradePostMissing],
    ];
    for (const [params, status, text] of cases) {
      const answer = await t.post(calls.send.path, { params }, a.cookie);
      expect(answer.status).toBe(status);
      expect((answer.body as { error: { message: string } }).error.message).toContain(text);
    }
    const stored = await t.services.db.select().from(message).where(eq(message.fromUserId, a.userId));
    expect(stored).toHaveLength(0);
    expect((await t.call(mypageCalls.alarmList, {}, b.cookie)).total).toBe(0);
  });

  it('keeps script in content as plain text', async () => {
    const a = await veteran();
    const b = await veteran();
    const content = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const { id } = await t.call(calls.send, { to: b.nickname, content }, a.cookie);
    expect((await t.call(calls.read, { id }, b.cookie)).content).toBe(content);
  });

  it('names the trade post a message is about', async () => {
    const a = await veteran();
    const b = await veteran();
    const [post] = await t.services.db
      .insert(tradePost)
      .values({ userId: b.userId, title: '리자몽 ex 팝니다' })
      .returning({ id: tradePost.id });
    const { id } = await t.call(
      calls.send,
      { to: b.nickname, content: '구매 원해요', trade_post_id: post!.id },
      a.cookie,
    );
    expect((await t.call(calls.read, { id }, b.cookie)).trade_post).toEqual({
      id: post!.id,
      title: '리자몽 ex 팝니다',
    });
  });

  it('limits a new member to a few messages a day, even when they are sent at once', async () => {
    const fresh = await createMember(t);
    const cookie = await sessionCookie(t, fresh.userId);
    const b = await veteran();
    const attempts = NEW_MEMBER_DAILY_MESSAGES + 5;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        t.post(calls.send.path, { params: { to: b.nickname, content: `쪽지 ${i}` } }, cookie),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(NEW_MEMBER_DAILY_MESSAGES);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body).toMatchObject({ error: { message: MESSAGE_MSG.newMemberLimit } });
  });

  it('counts unread messages exactly after many concurrent sends', async () => {
    const b = await veteran();
    const senders = await Promise.all(Array.from({ length: 8 }, () => veteran()));
    await Promise.all(
      senders.flatMap((s) =>
        Array.from({ length: 5 }, (_, i) =>
          t.call(calls.send, { to: b.nickname, content: `동시 ${i}` }, s.cookie),
        ),
      ),
    );
    expect(await t.call(calls.badge, {}, b.cookie)).toEqual({ message_unread: 40, alarm_unread: 40 });
    expect((await t.call(calls.list, { box: 'inbox', size: 100 }, b.cookie)).total).toBe(40);
  });

  it('mails a notice without the text when the recipient agreed', async () => {
    const a = await veteran();
    const b = await veteran();
    await t.services.db.update(users).set({ emailAlarmAgree: true }).where(eq(users.userId, b.userId));
    await t.call(calls.send, { to: b.nickname, content: '비밀 이야기' }, a.cookie);
    const mails = await mailsTo(t, b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${a.nickname}님이 보낸 쪽지가 도착했습니다`);
    expect(mails[0]).not.toContain('비밀 이야기');
  });

  it('suggests recipients by the start of their nickname, never the caller', async () => {
    const a = await veteran({ nickname: '피카츄사랑' });
    const b = await veteran({ nickname: '피카츄덕후' });
    const found = await t.call(calls.recipients, { q: '피카츄' }, a.cookie);
    expect(found.map((m) => m.nickname)).toEqual([b.nickname]);
    expect(await t.call(calls.recipients, { q: '%' }, a.cookie)).toEqual([]);
  });

  it('removes messages older than a year', async () => {
    const a = await veteran();
    const b = await veteran();
    const { id } = await t.call(calls.send, { to: b.nickname, content: '오래된 쪽지' }, a.cookie);
    await t.services.db
      .update(message)
      .set({ created: sql`now() - interval '366 days'` })
      .where(eq(message.id, id));
    expect(await removeExpiredMessages(t.services)).toBeGreaterThanOrEqual(1);
    expect((await t.post(calls.read.path, { params: { id } }, b.cookie)).status).toBe(404);
  });
});
