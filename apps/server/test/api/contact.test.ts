import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  contactCalls as calls,
  INQUIRY_IMAGE_UPLOAD_PATH,
  type InquiryWriteParams,
} from '@carddogam/contract/calls/contact';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { alarm, inquiry, users } from '../../src/db/schema/index';
import { GUEST_INQUIRIES_PER_HOUR } from '../../src/http/contact-limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, mailsTo, sessionCookie } from '../helpers/members';

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describe('1:1 inquiries', () => {
  let t: TestApp;
  let asker: { userId: string; nickname: string; email: string; cookie: Record<string, string> };
  let other: Record<string, string>;
  let manager: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const row = await createMember(t);
    await t.services.db.update(users).set({ emailAlarmAgree: true }).where(eq(users.userId, row.userId));
    asker = { ...row, cookie: await sessionCookie(t, row.userId) };
    other = await sessionCookie(t, (await createMember(t)).userId);
    manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
  });
  afterAll(() => t.close());

  const ask = (overrides: Partial<InquiryWriteParams> = {}): InquiryWriteParams => ({
    category: '포인트',
    title: '포인트가 적립되지 않았어요',
    content: '어제 리뷰를 썼는데 포인트가 들어오지 않았습니다.',
    ...overrides,
  });
  const countInquiries = async () =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(inquiry))[0]!.n;
  /** A guest call from its own address, so the per-IP limit of one test does not reach another. */
  const asGuest = (path: string, params: unknown, ip: string) =>
    t.app.inject({ method: 'POST', url: path, remoteAddress: ip, payload: { params } });
  const linkIn = (mail: string) => /\/contact\/read\?id=(\d+)&token=([A-Za-z0-9_%-]+)/.exec(mail);

  it('takes a member inquiry, lists and reads it for its asker and staff, and raises a staff alarm', async () => {
    const sent = await t.call(calls.write, ask(), asker.cookie);
    expect(sent.message).toBe(CONTACT_MSG.sent);
    const id = sent.id!;
    const list = await t.call(calls.list, {}, asker.cookie);
    expect(list.rows[0]).toMatchObject({ id, status: '접수', category: '포인트', answered_at: null });
    const read = await t.call(calls.read, { id }, asker.cookie);
    expect(read).toMatchObject({
      id,
      answer: null,
      asker: { user_id: asker.userId, nickname: asker.nickname },
    });
    expect(JSON.stringify(read)).not.toMatch(/ip|token|hash/i);
    expect((await t.call(calls.read, { id }, manager)).title).toBe(read.title);
    const [staffAlarm] = await t.services.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.audience, 'staff'), eq(alarm.link, `/admin/main/contact?id=${id}`)));
    expect(staffAlarm).toMatchObject({ kind: '문의', actorNickname: asker.nickname });
  });

  it("refuses someone else's inquiry like one that does not exist, and asks a guest to log in", async () => {
    const { id } = await t.call(calls.write, ask(), asker.cookie);
    const foreign = await t.post(calls.read.path, { params: { id } }, other);
    const missing = await t.post(calls.read.path, { params: { id: 999_999 } }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(errorOf(foreign.body)).toEqual({ code: 'INQUIRY_NOT_FOUND', message: CONTACT_MSG.notFound });
    expect((await t.call(calls.list, {}, other)).total).toBe(0);
    const guest = await t.post(calls.read.path, { params: { id } });
    expect(guest.status).toBe(401);
    expect(errorOf(guest.body).message).toBe(CONTACT_MSG.loginOrLink);
    // A made-up token opens nothing either.
    const guessed = await t.post(calls.read.path, { params: { id, token: 'x'.repeat(43) } });
    expect(guessed.status).toBe(404);
    const staffOnly = await t.post(calls.answer.path, { params: { id, answer: '제가 답할게요' } }, other);
    expect(staffOnly.status).toBe(403);
    expect(errorOf(staffOnly.body).message).toMatch(/[가-힣]/);
  });

  it('answers once: status, the alarm that links the answer, the e-mail, and a second answer refused', async () => {
    const { id } = await t.call(calls.write, ask({ title: '답변 알림 확인' }), asker.cookie);
    const mailsBefore = (await mailsTo(t, asker.email)).length;
    const done = await t.call(calls.answer, { id: id!, answer: '  확인 후 적립해드렸습니다.  ' }, manager);
    expect(done.message).toBe(CONTACT_MSG.answered);

    const read = await t.call(calls.read, { id: id! }, asker.cookie);
    expect(read).toMatchObject({ status: '답변완료', answer: '확인 후 적립해드렸습니다.' });
    expect(read.answered_at).not.toBeNull();
    const alarms = await t.call(mypageCalls.alarmList, { page: 1 }, asker.cookie);
    const answerAlarm = alarms.items.find((a) => a.link === `/contact/read?id=${id}`);
    expect(answerAlarm).toMatchObject({ kind: '문의 답변' });
    // Reading the answer read its alarm.
    expect(answerAlarm!.is_read).toBe(true);
    const mails = await mailsTo(t, asker.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toContain(`/contact/read?id=${id}`);
    expect(mails.at(-1)).not.toContain('확인 후 적립해드렸습니다');

    const again = await t.post(calls.answer.path, { params: { id, answer: '다시 답변' } }, manager);
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toEqual({ code: 'INQUIRY_ANSWERED', message: CONTACT_MSG.alreadyAnswered });
    expect((await t.call(calls.read, { id: id! }, asker.cookie)).answer).toBe('확인 후 적립해드렸습니다.');
    const unknown = await t.post(calls.answer.path, { params: { id: 999_999, answer: '답변' } }, manager);
    expect(unknown.status).toBe(404);
  });

  it('raises one alarm when two staff members answer at the same moment', async () => {
    const { id } = await t.call(calls.write, ask({ title: '동시 답변' }), asker.cookie);
    const admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    const answers = await Promise.all([
      t.post(calls.answer.path, { params: { id, answer: '매니저 답변' } }, manager),
      t.post(calls.answer.path, { params: { id, answer: '관리자 답변' } }, admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await t.services.db
      .select()
      .from(alarm)
      .where(eq(alarm.link, `/contact/read?id=${id}`));
    expect(rows).toHaveLength(1);
  });

  it('lets a guest ask with an e-mail address and read the inquiry and its answer through the mailed link', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const res = await asGuest(calls.write.path, ask({ email, category: '계정' }), '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(calls.write.result.parse(res.json())).toEqual({ id: null, message: CONTACT_MSG.guestSent });
    const [mail] = await mailsTo(t, email);
    const link = linkIn(mail!);
    expect(link).not.toBeNull();
    const id = Number(link![1]);
    const token = decodeURIComponent(link![2]!);
    // Only the hash of the token is kept.
    const [stored] = await t.services.db.select().from(inquiry).where(eq(inquiry.id, id));
    expect(stored).toMatchObject({ userId: null, guestEmail: email });
    expect(stored!.guestTokenHash).not.toContain(token);
    expect(mail).not.toContain(stored!.title);

    const read = await t.call(calls.read, { id, token });
    expect(read).toMatchObject({ id, category: '계정', asker: { user_id: null, nickname: null } });
    expect((await t.post(calls.read.path, { params: { id, token: `${token}x` } })).status).toBe(404);
    // The token opens its own inquiry only.
    const { id: memberInquiry } = await t.call(calls.write, ask(), asker.cookie);
    expect((await t.post(calls.read.path, { params: { id: memberInquiry, token } })).status).toBe(404);

    await t.call(calls.answer, { id, answer: '비밀번호 찾기를 이용해주세요.' }, manager);
    expect((await t.call(calls.read, { id, token })).answer).toBe('비밀번호 찾기를 이용해주세요.');
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('비밀번호 찾기를 이용해주세요.');
  });

  it('asks a guest for an e-mail address, and refuses a malformed one', async () => {
    const before = await countInquiries();
    const none = await asGuest(calls.write.path, ask(), '10.2.0.1');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toEqual({ code: 'INQUIRY_EMAIL_REQUIRED', message: CONTACT_MSG.emailRequired });
    const bad = await asGuest(calls.write.path, ask({ email: 'not-an-address' }), '10.2.0.1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(CONTACT_MSG.emailInvalid);
    expect(await countInquiries()).toBe(before);
  });

  it('answers a filled honeypot like a real inquiry, but saves and mails nothing', async () => {
    const email = `robot-${Date.now()}@example.com`;
    const before = await countInquiries();
    const res = await asGuest(calls.write.path, ask({ email, homepage: 'http://spam.example' }), '10.3.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: null, message: CONTACT_MSG.guestSent });
    expect(await countInquiries()).toBe(before);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('limits guest inquiries per address, and not members on the same address', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < GUEST_INQUIRIES_PER_HOUR; i += 1) {
      const res = await asGuest(calls.write.path, ask({ email: `limit${i}@example.com` }), ip);
      expect(res.statusCode).toBe(200);
    }
    const before = await countInquiries();
    const over = await asGuest(calls.write.path, ask({ email: 'limit-over@example.com' }), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: CONTACT_MSG.tooMany });
    expect(await countInquiries()).toBe(before);
    expect(
      (await asGuest(calls.write.path, ask({ email: 'elsewhere@example.com' }), '10.4.0.2')).statusCode,
    ).toBe(200);
    const member = await t.app.inject({
      method: 'POST',
      url: calls.write.path,
      remoteAddress: ip,
      headers: asker.cookie,
      payload: { params: ask() },
    });
    expect(member.statusCode).toBe(200);
  });

  it.each([
    ['empty content', { content: '   ' }, CONTACT_MSG.contentRequired],
    ['100 KB of content', { content: '가'.repeat(100 * 1024) }, CONTACT_MSG.contentTooLong],
    ['a 101-character title', { title: 'a'.repeat(101) }, CONTACT_MSG.titleTooLong],
    ['an unknown category', { category: '환불' as never }, CONTACT_MSG.categoryRequired],
    [
      'four images',
      { images: Array(4).fill('/upload/inquiry_image/00000000-0000-0000-0000-000000000000.webp') },
      CONTACT_MSG.tooManyImages,
    ],
    ['an image from elsewhere', { images: ['https://evil.example/x.png'] }, CONTACT_MSG.imageInvalid],
  ])('refuses %s with a Korean message and saves nothing', async (_name, overrides, message) => {
    const before = await countInquiries();
    const res = await t.post(calls.write.path, { params: ask(overrides) }, asker.cookie);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(errorOf(res.body).message).toContain(message);
    expect(await countInquiries()).toBe(before);
  });

  it('refuses an empty answer', async () => {
    const { id } = await t.call(calls.write, ask(), asker.cookie);
    const res = await t.post(calls.answer.path, { params: { id, answer: ' ' } }, manager);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toContain(CONTACT_MSG.answerRequired);
    expect((await t.call(calls.read, { id: id! }, asker.cookie)).status).toBe('접수');
  });

  it('keeps markup as the plain text it was typed', async () => {
    const content = '<script>alert(1)</script><img src=x onerror=alert(2)> & "따옴표"';
    const { id } = await t.call(calls.write, ask({ title: '<b>굵게</b>', content }), asker.cookie);
    const read = await t.call(calls.read, { id: id! }, asker.cookie);
    expect(read.content).toBe(content);
    expect(read.title).toBe('<b>굵게</b>');
  });

  it('saves nothing of an inquiry whose staff alarm fails to be written', async () => {
    const db = t.services.db;
    await db.execute(sql`create function refuse_inquiry_alarm() returns trigger language plpgsql as $$
      begin if new.kind = '문의' then raise exception 'alarm refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_inquiry_alarm before insert on alarm
      for each row execute function refuse_inquiry_alarm()`);
    try {
      const before = await countInquiries();
      const res = await t.post(calls.write.path, { params: ask({ title: '반쯤 저장?' }) }, asker.cookie);
      expect(res.status).toBe(500);
      expect(await countInquiries()).toBe(before);
    } finally {
      await db.execute(sql`drop trigger refuse_inquiry_alarm on alarm`);
      await db.execute(sql`drop function refuse_inquiry_alarm()`);
    }
  });

  it('stores up to three re-encoded images under upload/inquiry_image, for guests too', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const boundary = '----inquiry-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: INQUIRY_IMAGE_UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/upload\/inquiry_image\/[0-9a-f-]{36}\.webp$/);
    expect((await sharp(`${t.services.env.dataDir}${url}`).metadata()).format).toBe('webp');
    const { id } = await t.call(calls.write, ask({ images: [url] }), asker.cookie);
    expect((await t.call(calls.read, { id: id! }, asker.cookie)).images).toEqual([url]);
    const notImage = await t.app.inject({
      method: 'POST',
      url: INQUIRY_IMAGE_UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ),
    });
    expect(notImage.statusCode).toBe(400);
  });

  it('lists every inquiry for staff with status, category and text filters', async () => {
    const unique = `필터${Date.now()}`;
    const a = await t.call(
      calls.write,
      ask({ category: '거래', title: `${unique} 거래 문의` }),
      asker.cookie,
    );
    await t.call(calls.write, ask({ category: '기타', title: `${unique} 기타 문의` }), asker.cookie);
    await t.call(calls.answer, { id: a.id!, answer: '처리했습니다.' }, manager);

    const all = await t.call(calls.adminList, { q: unique }, manager);
    expect(all.total).toBe(2);
    expect(all.waiting).toBeGreaterThanOrEqual(1);
    const answered = await t.call(calls.adminList, { q: unique, status: '답변완료' }, manager);
    expect(answered.rows.map((r) => r.category)).toEqual(['거래']);
    expect(answered.rows[0]).toMatchObject({ asker: { nickname: asker.nickname, guest_email: null } });
    expect(answered.rows[0]!.answered_by).not.toBeNull();
    const other = await t.call(calls.adminList, { q: unique, category: '기타', status: '접수' }, manager);
    expect(other.total).toBe(1);
    expect((await t.call(calls.adminList, { q: asker.nickname, size: 1 }, manager)).rows).toHaveLength(1);
    // LIKE wildcards typed in the search match themselves.
    expect((await t.call(calls.adminList, { q: '%' }, manager)).total).toBe(0);
    const bad = await t.post(calls.adminList.path, { params: { status: '삭제됨' } }, manager);
    expect(bad.status).toBe(400);
  });
});
