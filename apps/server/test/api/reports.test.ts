import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_ALARM, reportCalls as calls, type UpdateLogEntry } from '@carddogam/contract/calls/reports';
import { MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { alarm, provideBug, updateLog } from '../../src/db/schema/index';

describe('§7.7 information error reports and the edit history', () => {
  let t: TestApp;
  let cardId: string;
  let reporter: { userId: string; nickname: string };
  const as: Record<'reporter' | 'banned', Record<string, string>> = { reporter: {}, banned: {} };

  const bug = (fields: Record<string, unknown> = {}) => ({
    card_id: cardId,
    card_nation: 'kr',
    category: '오타',
    content: '한글 이름의 받침이 틀렸습니다',
    ...fields,
  });
  const bugRows = () => t.services.db.select().from(provideBug).where(eq(provideBug.cardId, cardId));
  const staffAlarms = () => t.services.db.select().from(alarm).where(eq(alarm.audience, 'staff'));

  beforeAll(async () => {
    t = await createTestApp();
    cardId = await insertCard(t.services.db, { kr: { name: '피카츄' } });
    reporter = await createMember(t);
    as.reporter = await sessionCookie(t, reporter.userId);
    as.banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
  });
  afterAll(() => t.close());

  it('files the report for the logged-in member and raises the 제보 - 오류 staff alarm', async () => {
    const res = await t.post(calls.bugInsert.path, { params: bug({ user_id: 'someone-else' }) }, as.reporter);
    expect(res.status).toBe(200);
    expect(calls.bugInsert.result.parse(res.body)).toEqual({ affectedRows: 1 });
    const [row] = await bugRows();
    expect(row).toMatchObject({
      userId: reporter.userId,
      cardNation: 'kr',
      category: '오타',
      content: '한글 이름의 받침이 틀렸습니다',
      status: 'pending',
    });
    const alarms = await staffAlarms();
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ kind: REPORT_ALARM.bug, actorUserId: reporter.userId });
    expect(alarms[0]!.title).toContain(reporter.nickname);
    expect(alarms[0]!.link).toBe(`/admin/provide/bug?id=${row!.id}`);
  });

  it('answers a missing country, category or content with the §5 message and saves nothing', async () => {
    const before = (await bugRows()).length;
    for (const [fields, message] of [
      [{ card_nation: '' }, MSG.bugNationRequired],
      [{ category: null }, MSG.bugCategoryRequired],
      [{ category: '칭찬' }, MSG.bugCategoryRequired],
      [{ content: '   ' }, MSG.contentRequired],
    ] as const) {
      const res = await t.post(calls.bugInsert.path, { params: bug(fields) }, as.reporter);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await bugRows()).toHaveLength(before);
  });

  it('refuses guests, banned members and unknown cards', async () => {
    const before = (await staffAlarms()).length;
    expect((await t.post(calls.bugInsert.path, { params: bug() })).status).toBe(401);
    const banned = await t.post(calls.bugInsert.path, { params: bug() }, as.banned);
    expect(banned.status).toBe(403);
    expect(JSON.stringify(banned.body)).toMatch(/[가-힣]/);
    const unknown = await t.post(
      calls.bugInsert.path,
      { params: bug({ card_id: 'no-such-card' }) },
      as.reporter,
    );
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(MSG.cardMissing);
    expect(await staffAlarms()).toHaveLength(before);
  });

  it("lists a card's edit history newest first with both nicknames", async () => {
    const updater = await createMember(t, { type: '매니저' });
    await t.services.db.insert(updateLog).values([
      {
        provideType: 'card',
        cardId,
        cardNation: 'kr',
        provider: reporter.userId,
        updater: updater.userId,
        memo: '한글 입력',
        created: new Date('2026-01-02T03:00:00Z'),
      },
      {
        provideType: 'image',
        provideId: 7,
        cardId,
        cardNation: 'jp',
        provider: reporter.userId,
        updater: updater.userId,
        memo: '',
        created: new Date('2026-03-04T05:00:00Z'),
      },
    ]);
    const res = await t.post(calls.updateLogList.path, { params: { card_id: cardId } });
    expect(res.status).toBe(200);
    const entries: UpdateLogEntry[] = calls.updateLogList.result.parse(res.body);
    expect(entries.map((e) => [e.provide_type, e.card_nation, e.memo])).toEqual([
      ['image', 'jp', ''],
      ['card', 'kr', '한글 입력'],
    ]);
    expect(entries[1]).toMatchObject({
      provider_nickname: reporter.nickname,
      updater_nickname: updater.nickname,
      created: '2026-01-02 12:00',
    });
    const none = await t.post(calls.updateLogList.path, { params: { card_id: 'no-history' } });
    expect(none.body).toEqual([]);
  });
});
