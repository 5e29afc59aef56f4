import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { REPORT_ALARM, reportCalls } from '@carddogam/contract/calls/reports';
import {
  PROVIDE_IMAGE_UPLOAD_PATH,
  PROVIDE_MSG,
  provideCalls as calls,
} from '@carddogam/contract/calls/provide';
import { MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import {
  alarm,
  cardAbility,
  cardAttack,
  cardKr,
  cardJp,
  pointRecord,
  provideImage,
  provideInfo,
  updateLog,
  users,
} from '../../src/db/schema/index';

type Role = 'reporter' | 'other' | 'banned' | 'manager' | 'jpEditor' | 'admin';

describe('§7.7 image and info reports and the staff review queue', () => {
  let t: TestApp;
  let cardId: string;
  let jpCardId: string;
  const ids = {} as Record<Role, string>;
  const as = {} as Record<Role, Record<string, string>>;

  const upload = (
    bytes: Buffer,
    filename: string,
    headers: Record<string, string>,
    query = '?card_nation=kr',
  ) => {
    const boundary = '----provide-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${PROVIDE_IMAGE_UPLOAD_PATH}${query}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      payload,
    });
  };
  const png = () =>
    sharp({ create: { width: 30, height: 42, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  const uploadedImage = async (who: Role = 'reporter') => {
    const res = await upload(await png(), 'card.png', as[who]);
    expect(res.statusCode).toBe(200);
    return calls.imageInsert.params.shape.image.parse((JSON.parse(res.body) as { image: string }).image);
  };
  const errorMessage = (body: unknown) => (body as { error: { message: string } }).error.message;

  const infoReport = (overrides: Record<string, unknown> = {}) => ({
    card_id: cardId,
    card_nation: 'kr',
    content: '한글판 정보를 입력했습니다',
    card: {
      name: '리자몽ex',
      number: '006',
      rarity: 'RR',
      set_name: '흑염의 지배자',
      set_printedTotal: 108,
      regulation_mark: 'G',
      rules: ['포켓몬ex가 기절했을 때 상대는 프라이즈를 2장 가져간다.'],
      isAvailable: true,
    },
    abilities: [
      { type: '특성', name: '흑염의 지배자', text: '이 포켓몬을 진화시켜 등장시켰을 때 사용할 수 있다.' },
    ],
    attacks: [
      {
        name: '버닝다크',
        cost: ['Fire', 'Fire'],
        damage: '180+',
        text: '상대가 이미 얻은 프라이즈의 수 × 30데미지 추가',
      },
    ],
    ...overrides,
  });
  const balanceOf = async (userId: string) => {
    const [row] = await t.services.db
      .select({ point: users.point })
      .from(users)
      .where(eq(users.userId, userId));
    const [sum] = await t.services.db
      .select({ total: sql<number>`coalesce(sum(${pointRecord.amount}), 0)::int` })
      .from(pointRecord)
      .where(eq(pointRecord.userId, userId));
    return { balance: row!.point, ledger: sum!.total };
  };

  beforeAll(async () => {
    t = await createTestApp();
    cardId = await insertCard(t.services.db, { en: { id: 'provide-api-1' }, kr: false });
    jpCardId = await insertCard(t.services.db, { en: { id: 'provide-api-2' }, jp: { name: 'リザードンex' } });
    const types: Record<Role, Parameters<typeof createMember>[1]> = {
      reporter: {},
      other: {},
      banned: { type: '밴 유저' },
      manager: { type: '매니저' },
      jpEditor: { type: '일어알바' },
      admin: { type: '관리자' },
    };
    for (const [role, overrides] of Object.entries(types) as Array<
      [Role, Parameters<typeof createMember>[1]]
    >) {
      ids[role] = (await createMember(t, overrides)).userId;
      as[role] = await sessionCookie(t, ids[role]);
    }
  });
  afterAll(() => t.close());

  describe('image upload', () => {
    it('accepts a PNG named .jpg and answers a stored WebP path', async () => {
      const res = await upload(await png(), 'renamed.jpg', as.reporter);
      expect(res.statusCode).toBe(200);
      expect((JSON.parse(res.body) as { image: string }).image).toMatch(
        /^\/upload\/provide_image\/.+\.webp$/,
      );
    });

    it('refuses a text file named .png with a Korean message', async () => {
      const res = await upload(Buffer.from('this is not a picture at all'), 'fake.png', as.reporter);
      expect(res.statusCode).toBe(400);
      expect(errorMessage(JSON.parse(res.body))).toBe(MSG.imageNotImage);
    });

    it('refuses a file over the size limit', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
      const res = await upload(big, 'big.png', as.reporter);
      expect(res.statusCode).toBe(413);
      expect(errorMessage(JSON.parse(res.body))).toBe(MSG.imageTooLarge);
    });

    it('needs the release nation, a login and a member who is not banned', async () => {
      const bytes = await png();
      const noNation = await upload(bytes, 'a.png', as.reporter, '');
      expect(noNation.statusCode).toBe(400);
      expect(errorMessage(JSON.parse(noNation.body))).toBe(MSG.imageNationRequired);
      expect((await upload(bytes, 'a.png', {})).statusCode).toBe(401);
      expect((await upload(bytes, 'a.png', as.banned)).statusCode).toBe(403);
    });
  });

  describe('image report', () => {
    it('stores the report for the session member with its 제보 - 이미지 staff alarm', async () => {
      const image = await uploadedImage();
      const res = await t.post(
        calls.imageInsert.path,
        { params: { user_id: ids.other, card_id: cardId, card_nation: 'kr', image } },
        as.reporter,
      );
      expect(res.status).toBe(200);
      const rows = await t.services.db.select().from(provideImage).where(eq(provideImage.image, image));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: ids.reporter, cardId, status: 'pending' });
      const [staffAlarm] = await t.services.db
        .select()
        .from(alarm)
        .where(and(eq(alarm.audience, 'staff'), eq(alarm.link, `/admin/provide/image?id=${rows[0]!.id}`)));
      expect(staffAlarm).toMatchObject({ kind: REPORT_ALARM.image, actorUserId: ids.reporter });
    });

    it('refuses a path the upload did not hand out, and an empty image', async () => {
      for (const image of [
        '/upload/trade/x.webp',
        '/upload/provide_image/00000000-0000-0000-0000-000000000000.webp',
      ]) {
        const res = await t.post(
          calls.imageInsert.path,
          { params: { card_id: cardId, card_nation: 'kr', image } },
          as.reporter,
        );
        expect(res.status).toBe(400);
        expect(errorMessage(res.body)).toContain(PROVIDE_MSG.imageUnknown);
      }
      const missing = await t.post(
        calls.imageInsert.path,
        { params: { card_id: cardId, card_nation: 'kr' } },
        as.reporter,
      );
      expect(errorMessage(missing.body)).toContain(MSG.imageRequired);
    });
  });

  describe('info report', () => {
    it('writes the card report, its parts, the provide record and the alarm; read mode gives it back', async () => {
      const { insertId } = await t.call(calls.infoInsert, infoReport({ user_id: ids.other }), as.reporter);
      const read = await t.call(calls.infoRead, { provide_id: insertId }, as.reporter);
      expect(read).toMatchObject({
        user_id: ids.reporter,
        card_id: cardId,
        card_nation: 'kr',
        status: 'pending',
        card: { name: '리자몽ex', set_printedTotal: 108, regulation_mark: 'G', isAvailable: true },
        abilities: [{ type: '특성', name: '흑염의 지배자' }],
        attacks: [{ name: '버닝다크', cost: ['Fire', 'Fire'], damage: '180+' }],
      });
      const alarms = await t.services.db
        .select()
        .from(alarm)
        .where(and(eq(alarm.audience, 'staff'), eq(alarm.link, `/admin/provide/info?id=${insertId}`)));
      expect(alarms.map((a) => a.kind)).toEqual([REPORT_ALARM.card]);
      expect((await t.post(calls.infoRead.path, { params: { provide_id: insertId } }, as.other)).status).toBe(
        403,
      );
      expect((await t.call(calls.infoRead, { provide_id: insertId }, as.manager)).provide_id).toBe(insertId);
    });

    it('answers a missing nation or content with the §5 message and saves nothing', async () => {
      const before = (await t.services.db.select().from(provideInfo)).length;
      for (const [overrides, message] of [
        [{ card_nation: '' }, MSG.infoNationRequired],
        [{ content: '  ' }, MSG.contentRequired],
      ] as const) {
        const res = await t.post(calls.infoInsert.path, { params: infoReport(overrides) }, as.reporter);
        expect(res.status).toBe(400);
        expect(errorMessage(res.body)).toContain(message);
      }
      expect(await t.services.db.select().from(provideInfo)).toHaveLength(before);
    });
  });

  describe('review queue', () => {
    it('is for staff: guests 401, members 403', async () => {
      for (const call of [calls.infoList, calls.imageApprove, calls.bugReject, calls.staffAlarmList]) {
        expect((await t.post(call.path, { params: {} })).status).toBe(401);
        expect((await t.post(call.path, { params: {} }, as.reporter)).status).toBe(403);
      }
    });

    it('approves an info report: points in range, data applied, update log, member alarm, once', async () => {
      const { insertId } = await t.call(calls.infoInsert, infoReport(), as.reporter);
      const list = await t.call(calls.infoList, { status: 'pending' }, as.manager);
      const item = list.items.find((i) => i.id === insertId)!;
      expect(item.current).toBeNull(); // no Korean record yet
      expect(item.report.card.name).toBe('리자몽ex');

      const out = await t.post(calls.infoApprove.path, { params: { id: insertId, point: 101 } }, as.manager);
      expect(out.status).toBe(400);
      expect(errorMessage(out.body)).toBe(PROVIDE_MSG.pointRange(15, 100));

      const before = await balanceOf(ids.reporter);
      await t.call(calls.infoApprove, { id: insertId, point: 50, memo: '한글 입력' }, as.manager);
      const after = await balanceOf(ids.reporter);
      expect(after.balance).toBe(before.balance + 50);
      expect(after.balance).toBe(after.ledger);

      const [kr] = await t.services.db.select().from(cardKr).where(eq(cardKr.cardId, cardId));
      expect(kr).toMatchObject({ name: '리자몽ex', setPrintedTotal: 108, writer: ids.manager });
      const attacks = await t.services.db
        .select()
        .from(cardAttack)
        .where(and(eq(cardAttack.cardId, cardId), eq(cardAttack.nation, 'kr')));
      expect(attacks.map((a) => [a.name, a.cost, a.convertedEnergyCost])).toEqual([
        ['버닝다크', 'Fire,Fire', 2],
      ]);
      const abilities = await t.services.db
        .select()
        .from(cardAbility)
        .where(and(eq(cardAbility.cardId, cardId), eq(cardAbility.nation, 'kr')));
      expect(abilities.map((a) => a.name)).toEqual(['흑염의 지배자']);

      const [log] = await t.services.db
        .select()
        .from(updateLog)
        .where(and(eq(updateLog.provideType, 'card'), eq(updateLog.provideId, insertId)));
      expect(log).toMatchObject({
        provideType: 'card',
        provider: ids.reporter,
        updater: ids.manager,
        memo: '한글 입력',
      });
      const memberAlarms = await t.services.db.select().from(alarm).where(eq(alarm.target, ids.reporter));
      expect(memberAlarms.some((a) => a.kind === '제보 승인' && a.title.includes('50P'))).toBe(true);

      const again = await t.post(calls.infoReject.path, { params: { id: insertId, memo: '중복' } }, as.admin);
      expect(again.status).toBe(409);
      expect(errorMessage(again.body)).toBe(PROVIDE_MSG.alreadyDecided);
      expect((await balanceOf(ids.reporter)).balance).toBe(after.balance);
    });

    it('leaves the fields a report left blank as they are', async () => {
      const krCard = await insertCard(t.services.db, {
        en: { id: 'provide-api-3' },
        kr: { name: '피카츄', number: '025', rules: ['기존 룰'] },
      });
      const { insertId } = await t.call(
        calls.infoInsert,
        {
          card_id: krCard,
          card_nation: 'kr',
          content: '넘버만 고쳤습니다',
          card: { name: null, number: '026', rules: [] },
        },
        as.reporter,
      );
      await t.call(calls.infoApprove, { id: insertId, point: 15 }, as.admin);
      const [kr] = await t.services.db.select().from(cardKr).where(eq(cardKr.cardId, krCard));
      expect(kr).toMatchObject({ name: '피카츄', number: '026', rules: ['기존 룰'] });
    });

    it('approves an image report by setting the edition image', async () => {
      const image = await uploadedImage();
      await t.call(calls.imageInsert, { card_id: jpCardId, card_nation: 'jp', image }, as.reporter);
      const list = await t.call(calls.imageList, {}, as.admin);
      const item = list.items.find((i) => i.image === image)!;
      expect(item.status).toBe('pending');
      const low = await t.post(calls.imageApprove.path, { params: { id: item.id, point: 49 } }, as.admin);
      expect(errorMessage(low.body)).toBe(PROVIDE_MSG.pointRange(50, 200));
      await t.call(calls.imageApprove, { id: item.id, point: 200 }, as.admin);
      const [jp] = await t.services.db.select().from(cardJp).where(eq(cardJp.cardId, jpCardId));
      expect(jp!.image).toBe(image);
      const [log] = await t.services.db
        .select()
        .from(updateLog)
        .where(and(eq(updateLog.provideType, 'image'), eq(updateLog.provideId, item.id)));
      expect(log).toMatchObject({ cardId: jpCardId, provider: ids.reporter, updater: ids.admin });
    });

    it('rejects with a memo and no points; the reporter is told', async () => {
      const image = await uploadedImage();
      await t.call(calls.imageInsert, { card_id: cardId, card_nation: 'kr', image }, as.reporter);
      const item = (await t.call(calls.imageList, {}, as.manager)).items.find((i) => i.image === image)!;
      const noMemo = await t.post(calls.imageReject.path, { params: { id: item.id, memo: '' } }, as.manager);
      expect(errorMessage(noMemo.body)).toContain(PROVIDE_MSG.rejectMemoRequired);
      const before = await balanceOf(ids.reporter);
      await t.call(calls.imageReject, { id: item.id, memo: '다른 카드의 이미지입니다' }, as.manager);
      expect(await balanceOf(ids.reporter)).toEqual(before);
      const done = (await t.call(calls.imageList, { status: 'rejected' }, as.manager)).items.find(
        (i) => i.id === item.id,
      );
      expect(done).toMatchObject({
        status: 'rejected',
        review_memo: '다른 카드의 이미지입니다',
        reviewed_by: ids.manager,
      });
      const memberAlarms = await t.services.db.select().from(alarm).where(eq(alarm.target, ids.reporter));
      expect(
        memberAlarms.some((a) => a.kind === '제보 반려' && a.content === '다른 카드의 이미지입니다'),
      ).toBe(true);
    });

    it('refuses a staff member deciding their own report', async () => {
      const { insertId } = await t.call(calls.infoInsert, infoReport(), as.manager);
      const res = await t.post(calls.infoApprove.path, { params: { id: insertId, point: 20 } }, as.manager);
      expect(res.status).toBe(403);
      expect(errorMessage(res.body)).toBe(PROVIDE_MSG.ownReport);
    });

    it('lets a 일어알바 decide only jp reports', async () => {
      await t.call(
        reportCalls.bugInsert,
        { card_id: cardId, card_nation: 'kr', category: '오타', content: '오타' },
        as.reporter,
      );
      await t.call(
        reportCalls.bugInsert,
        { card_id: jpCardId, card_nation: 'jp', category: '오타', content: '誤字' },
        as.reporter,
      );
      const bugs = (await t.call(calls.bugList, {}, as.jpEditor)).items;
      const kr = bugs.find((b) => b.card_nation === 'kr')!;
      const jp = bugs.find((b) => b.card_nation === 'jp')!;
      const refused = await t.post(calls.bugApprove.path, { params: { id: kr.id, point: 10 } }, as.jpEditor);
      expect(refused.status).toBe(403);
      expect(errorMessage(refused.body)).toBe(PROVIDE_MSG.jpOnly);
      const before = await balanceOf(ids.reporter);
      await t.call(calls.bugApprove, { id: jp.id, point: 10 }, as.jpEditor);
      expect((await balanceOf(ids.reporter)).balance).toBe(before.balance + 10);
    });

    it('lists the staff alarms newest first and marks them read', async () => {
      const page = await t.call(calls.staffAlarmList, { page: 1, size: 5 }, as.manager);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      const times = page.items.map((a) => a.created);
      expect([...times].sort().reverse()).toEqual(times);
      const first = page.items[0]!;
      expect((await t.call(calls.staffAlarmRead, { id: first.id }, as.manager)).updated).toBe(1);
      const unreadAfter = (await t.call(calls.staffAlarmList, {}, as.manager)).unread;
      expect(unreadAfter).toBe(page.unread - 1);
    });
  });
});
