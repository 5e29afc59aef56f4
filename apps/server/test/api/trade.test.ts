import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { TRADE_IMAGE_UPLOAD_PATH, TRADE_MSG, tradeCalls as calls } from '@carddogam/contract/calls/trade';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { MSG, notReleasedForTrade } from '@carddogam/contract/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { cardRankStats, tradePost, tradePrice } from '../../src/db/schema/index';

describe('trade posts and their price records', () => {
  let t: TestApp;
  /** krCard is released in kr and en; enOnly has no Korean print; jpUnreleased has a jp record not yet out. */
  const card = { krCard: '', enOnly: '', jpUnreleased: '' };
  const as: Record<'writer' | 'other' | 'admin' | 'banned', Record<string, string>> = {
    writer: {},
    other: {},
    admin: {},
    banned: {},
  };
  let writerNickname = '';

  const line = (fields: Record<string, unknown> = {}) => ({
    card_id: card.krCard,
    card_nation: 'kr' as const,
    card_state: 'S급' as const,
    card_price: 12_000,
    state: '등록됨' as const,
    ...fields,
  });
  const post = (fields: Record<string, unknown> = {}) => ({
    title: '리자몽 ex 팝니다',
    content: '상태 좋습니다. https://example.com 참고',
    lines: [line()],
    ...fields,
  });
  const pricesOf = (postId: number) =>
    t.services.db.select().from(tradePrice).where(eq(tradePrice.postId, postId)).orderBy(asc(tradePrice.id));
  const countAll = async () => ({
    posts: (await t.services.db.select().from(tradePost)).length,
    prices: (await t.services.db.select().from(tradePrice)).length,
  });
  const rankPrice = async (cardId: string, nation: string) =>
    (await t.services.db.select().from(cardRankStats).where(eq(cardRankStats.cardId, cardId))).find(
      (r) => r.nation === nation,
    );
  const message = (body: unknown) => (body as { error: { message: string } }).error.message;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    card.krCard = await insertCard(db, { kr: { name: '리자몽 ex' } });
    card.enOnly = await insertCard(db, { en: { name: 'Pikachu' } });
    card.jpUnreleased = await insertCard(db, { jp: { isAvailable: false } });
    const writer = await createMember(t);
    writerNickname = writer.nickname;
    as.writer = await sessionCookie(t, writer.userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
  });
  afterAll(() => t.close());

  it('writes a post whose card lines are price records dated by §4, and shows it in the statistics', async () => {
    const stats = () => t.call(tradeStatsCalls.stats, { card_id: card.krCard, card_nation: 'kr' }, as.other);
    expect((await stats()).posts.total).toBe(0); // cached now: the write must clear it

    const { id } = await t.call(
      calls.insert,
      post({
        lines: [
          line(),
          line({
            card_state: '등급',
            grade_company: 'PSA',
            grade: 95,
            card_price: 90_000,
            state: '판매완료',
          }),
        ],
      }),
      as.writer,
    );
    const rows = await pricesOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      cardId: card.krCard,
      cardNation: 'kr',
      cardName: '리자몽 ex',
      cardState: 'S급',
      cardPrice: 12_000,
      state: '등록됨',
      cardCreated: koreanToday(),
      cardSold: null,
      gradeCompany: null,
    });
    expect(rows[1]).toMatchObject({
      grade: 95,
      gradeCompany: 'PSA',
      cardCreated: null,
      cardSold: koreanToday(),
    });

    const after = await stats();
    expect(after.posts).toMatchObject({ total: 2, registered: 1, finished: 1 });
    expect(after.recent_posts.map((p) => p.id)).toEqual([id]);
    expect((await rankPrice(card.krCard, 'kr'))?.priceCount).toBe(2);
  });

  it('maps an edit onto the price records: updates kept lines, deletes dropped ones, inserts new ones', async () => {
    const { id } = await t.call(
      calls.insert,
      post({ lines: [line(), line({ card_price: 5_000 })] }),
      as.writer,
    );
    const [first, second] = await pricesOf(id);
    await t.call(
      calls.update,
      {
        id,
        ...post({
          title: '수정된 제목',
          lines: [
            line({ id: first!.id, card_state: 'A급', card_price: 8_000, state: '판매완료' }),
            line({ card_id: card.enOnly, card_nation: 'en', card_price: 3_000 }),
          ],
        }),
      },
      as.writer,
    );
    const rows = await pricesOf(id);
    expect(rows.map((r) => r.id)).not.toContain(second!.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      cardState: 'A급',
      cardPrice: 8_000,
      state: '판매완료',
      cardCreated: null,
      cardSold: koreanToday(),
    });
    expect(rows[1]).toMatchObject({
      cardId: card.enOnly,
      cardNation: 'en',
      cardName: 'Pikachu',
      cardPrice: 3_000,
    });
    const read = await t.call(calls.read, { id }, as.other);
    expect(read.title).toBe('수정된 제목');
    expect(read.nickname).toBe(writerNickname);
    expect(read.lines.map((l) => l.card_price)).toEqual([8_000, 3_000]);
    expect((await rankPrice(card.enOnly, 'en'))?.priceCount).toBe(1);

    // A line id of another post is not this post's to change.
    const foreign = await t.post(
      calls.update.path,
      { params: post({ id, lines: [line({ id: 999_999 })] }) },
      as.writer,
    );
    expect(foreign.status).toBe(400);
    expect(message(foreign.body)).toBe(TRADE_MSG.lineNotFound);
    expect(await pricesOf(id)).toHaveLength(2);
  });

  it('lets only the writer or a 관리자 change a post, and deleting removes its price records', async () => {
    const { id } = await t.call(calls.insert, post(), as.writer);
    const byOther = await t.post(calls.remove.path, { params: { id } }, as.other);
    expect(byOther.status).toBe(403);
    expect(message(byOther.body)).toBe(TRADE_MSG.notOwner);
    const soldByOther = await t.post(
      calls.sold.path,
      { params: { id: (await pricesOf(id))[0]!.id } },
      as.other,
    );
    expect(soldByOther.status).toBe(403);
    // A 관리자 may delete any post but edits none.
    const editByAdmin = await t.post(
      calls.update.path,
      { params: { id, ...post({ title: '관리자 수정' }) } },
      as.admin,
    );
    expect(editByAdmin.status).toBe(403);
    expect(message(editByAdmin.body)).toBe(TRADE_MSG.notOwner);
    expect(await pricesOf(id)).toHaveLength(1);
    expect((await t.call(calls.read, { id })).title).toBe('리자몽 ex 팝니다');

    await t.call(calls.remove, { id }, as.admin);
    expect(await pricesOf(id)).toHaveLength(0);
    expect((await t.services.db.select().from(tradePost).where(eq(tradePost.id, id))).length).toBe(0);
    const gone = await t.post(calls.read.path, { params: { id } });
    expect(gone.status).toBe(404);
    expect(message(gone.body)).toBe(TRADE_MSG.notFound);
  });

  it('marks a line sold: 판매완료 with today as the sold date and no registered date', async () => {
    const { id } = await t.call(calls.insert, post(), as.writer);
    const [row] = await pricesOf(id);
    expect(await t.call(calls.sold, { id: row!.id }, as.writer)).toEqual({ id: row!.id, post_id: id });
    expect((await pricesOf(id))[0]).toMatchObject({
      state: '판매완료',
      cardSold: koreanToday(),
      cardCreated: null,
    });
  });

  it('refuses bad input with a Korean 4xx and saves nothing', async () => {
    const before = await countAll();
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [post({ lines: [line({ card_price: -1 })] }), 400, TRADE_MSG.priceInvalid],
      [post({ lines: [line({ card_price: '만원' })] }), 400, TRADE_MSG.priceInvalid],
      [post({ lines: [line({ card_price: 0 })] }), 400, TRADE_MSG.priceInvalid],
      [post({ lines: [line({ card_id: 'no-such-card' })] }), 404, MSG.cardMissing],
      [post({ lines: [line({ card_id: card.enOnly })] }), 400, notReleasedForTrade('kr')],
      [
        post({ lines: [line({ card_id: card.jpUnreleased, card_nation: 'jp' })] }),
        400,
        notReleasedForTrade('jp'),
      ],
      [
        post({ lines: [line({ card_state: '등급', grade_company: 'PSA', grade: 105 })] }),
        400,
        TRADE_MSG.gradeRequired,
      ],
      [
        post({ lines: [line({ card_state: '등급', grade_company: 'PSA', grade: 93 })] }),
        400,
        TRADE_MSG.gradeRequired,
      ],
      [post({ lines: [line({ card_state: '등급', grade: 90 })] }), 400, TRADE_MSG.gradeRequired],
      [post({ lines: [] }), 400, TRADE_MSG.linesRequired],
      [post({ title: '  ' }), 400, TRADE_MSG.titleRequired],
      [post({ images: ['https://evil.example/x.png'] }), 400, TRADE_MSG.imageInvalid],
    ];
    for (const [params, status, text] of cases) {
      const res = await t.post(calls.insert.path, { params }, as.writer);
      expect(res.status, JSON.stringify(params)).toBe(status);
      expect(message(res.body)).toContain(text);
    }
    expect(await countAll()).toEqual(before);
  });

  it('refuses guests (401) and banned members (403) with Korean messages', async () => {
    const before = await countAll();
    const guest = await t.post(calls.insert.path, { params: post() });
    expect(guest.status).toBe(401);
    expect(message(guest.body)).toBe(MSG.loginRequired);
    const banned = await t.post(calls.insert.path, { params: post() }, as.banned);
    expect(banned.status).toBe(403);
    expect(message(banned.body)).toBe(MSG.bannedUser);
    expect(await countAll()).toEqual(before);
  });

  it('counts one view per viewer and day through the §7.11 view call; reading counts none', async () => {
    const { id } = await t.call(calls.insert, post(), as.writer);
    const view = async (headers?: Record<string, string>) =>
      (await t.call(titleCalls.tradePostView, { id }, headers)).view_count;
    expect(await view(as.other)).toBe(1);
    expect(await view(as.other)).toBe(1);
    expect(await view(as.writer)).toBe(2);
    expect(await view()).toBe(3); // a guest, by IP
    expect(await view()).toBe(3);
    expect((await t.call(calls.read, { id }, as.admin)).view_count).toBe(3);
    expect((await t.post(titleCalls.tradePostView.path, { params: { id: 999_999 } })).status).toBe(404);
  });

  it('lists posts newest first with search, the card lines across posts, and one member’s log', async () => {
    const { id } = await t.call(
      calls.insert,
      post({
        title: '검색용 특별한 제목',
        lines: [line({ card_id: card.enOnly, card_nation: 'en', state: '판매완료' })],
      }),
      as.other,
    );
    const page = await t.call(calls.list, { page: 1 });
    expect(page.rows[0]!.id).toBe(id);
    expect(page.total).toBeGreaterThan(1);
    expect((await t.call(calls.list, { search: '특별한' })).rows.map((r) => r.id)).toEqual([id]);
    const byName = await t.call(calls.list, { search: 'Pikachu' });
    expect(byName.rows.map((r) => r.id)).toContain(id);
    expect(byName.rows.every((r) => r.id !== undefined)).toBe(true);

    const sold = await t.call(calls.cardList, { state: '판매완료', card_nation: 'en' });
    expect(sold.rows.length).toBeGreaterThan(0);
    expect(sold.rows.every((r) => r.state === '판매완료' && r.card_nation === 'en')).toBe(true);
    expect(sold.rows[0]).toMatchObject({ post_id: id, title: '검색용 특별한 제목' });

    const log = await t.call(calls.log, { nickname: writerNickname });
    expect(log.total).toBeGreaterThan(0);
    expect(log.rows.every((r) => r.nickname === writerNickname)).toBe(true);
    expect(log.rows.some((r) => r.post_id === id)).toBe(false);
  });

  describe('image upload', () => {
    const upload = (bytes: Buffer, headers: Record<string, string>, filename = 'photo.png') => {
      const boundary = '----trade-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: TRADE_IMAGE_UPLOAD_PATH,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload,
      });
    };

    it('re-encodes an image to WebP without its metadata and serves it under /upload/trade', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
        .png()
        .toBuffer();
      const res = await upload(png, as.writer);
      expect(res.statusCode).toBe(200);
      const { url } = JSON.parse(res.body) as { url: string };
      expect(url).toMatch(/^\/upload\/trade\/[0-9a-f-]{36}\.webp$/);
      const stored = await sharp(`${t.services.env.dataDir}${url}`).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.width).toBe(40);
      expect(stored.exif).toBeUndefined();
      // The stored address is accepted by a post.
      const { id } = await t.call(calls.insert, post({ images: [url] }), as.writer);
      expect((await t.call(calls.read, { id })).images).toEqual([url]);
    });

    it('refuses files that are not images, and guests', async () => {
      const text = await upload(Buffer.from('<?php echo "hi"; ?> not an image at all'), as.writer, 'x.png');
      expect(text.statusCode).toBe(400);
      expect(JSON.parse(text.body).error.message).toBe(MSG.imageNotImage);
      // A PNG signature followed by garbage does not decode.
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 7),
      ]);
      expect((await upload(fake, as.writer)).statusCode).toBe(400);
      const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), as.writer);
      expect(huge.statusCode).toBe(413);
      expect(JSON.parse(huge.body).error.message).toBe(MSG.imageTooLarge);
      const guest = await upload(Buffer.from('x'), {});
      expect(guest.statusCode).toBe(401);
      const json = await t.post(TRADE_IMAGE_UPLOAD_PATH, { params: {} }, as.writer);
      expect(json.status).toBe(400);
      expect(message(json.body)).toBe(MSG.imageFileMissing);
    });
  });
});
