import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointmallCalls } from '@carddogam/contract/calls/pointmall';
import { tradeCalls, type TradeLineInput } from '@carddogam/contract/calls/trade';
import { OPEN_BOARD_GATES } from '@carddogam/contract/board/gates';
import { SITE_TITLE_SUFFIX } from '@carddogam/contract/constants';
import {
  boardPost,
  cardEn,
  cardKr,
  deck,
  officialLeague,
  officialLeagueType,
  pointmallProduct,
  tradePost,
} from '../../src/db/schema/index';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { createBoard, insertBoardPost } from '../helpers/boards';

/**
 * The record pages' head as a crawler reads it: plain GETs of the page HTML, no browser and no script.
 */

const SITE = 'https://carddogam.example';
const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="UTF-8" />' +
  '<meta\n  name="description"\n  content="포켓몬카드 DB/커뮤니티 카드도감"\n/>\n<title>카드도감</title>' +
  '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** The value of a meta tag, decoded as an HTML parser would. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('link previews and search engines: the record pages’ head', () => {
  let t: TestApp;
  let webDist: string;
  const previousWebDist = process.env.WEB_DIST_DIR;
  const ids = { card: 'sv3pt5-6', english: '', trade: 0, deck: 0, privateDeck: 0, board: 0, product: 0 };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  let asWriter: Record<string, string>;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'page-head-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    // The card page's own chunks, as the web build lists them (route-preloads.ts).
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(
      path.join(webDist, '.vite/route-preloads.json'),
      JSON.stringify({ '/card/detail': { js: ['/assets/CardDetailPage-abc.js'] } }),
    );
    process.env.WEB_DIST_DIR = webDist;
    t = await createTestApp({ SITE_URL: `${SITE}/` }, { serveStatic: true });
    const db = t.services.db;

    await insertCard(db, {
      en: {
        id: ids.card,
        name: 'Charizard ex',
        number: '6',
        imageUrl: 'https://images.example/sv3pt5/6_hires.png',
      },
      kr: {
        name: '리자몽 ex',
        number: '006',
        rarity: 'RR',
        setName: '포켓몬 카드 151',
        image: 'sv2a-006.png',
      },
    });
    ids.english = await insertCard(db, {
      en: {
        name: 'Pikachu "Surfing" <Promo>',
        types: ['Lightning'],
        hp: 60,
        imageUrl: 'https://images.example/p.png',
      },
    });

    const writer = await createMember(t, { nickname: '트레이너' });
    asWriter = await sessionCookie(t, writer.userId);
    const line = { card_id: ids.card, card_nation: 'kr', card_state: 'S급', state: '등록됨' } as const;
    ids.trade = (
      await t.call(
        tradeCalls.insert,
        {
          title: '리자몽 ex 팝니다',
          content: '상태 좋습니다.\n직거래 가능',
          images: ['/upload/trade/0b6e2f0c-6f0e-4d0e-9d3a-1c2b3a4d5e6f.webp'],
          lines: [
            { ...line, card_price: 12_000 },
            { ...line, card_price: 18_000 },
          ],
        },
        asWriter,
      )
    ).id;
    const insertDeck = async (title: string, status: string) =>
      (
        await db
          .insert(deck)
          .values({
            userId: writer.userId,
            title,
            status,
            pokemonCount: 12,
            trainerCount: 40,
            energyCount: 8,
          })
          .returning({ id: deck.id })
      )[0]!.id;
    ids.deck = await insertDeck('리자몽 ex 덱', '공개');
    ids.privateDeck = await insertDeck('비밀 덱', '비공개');
    const board = await createBoard(db, { group: '커뮤니티', name: '자유게시판', gates: OPEN_BOARD_GATES });
    ids.board = await insertBoardPost(db, {
      boardId: board,
      userId: writer.userId,
      title: '151 개봉 후기',
      content: '<p>좋았어요</p><p><img src="/upload/board/a.webp?x=1&amp;y=2" alt=""></p>',
    });
    // The board's writer marks posts with pictures (services/board-posts.ts); the helper writes the row alone.
    await db.update(boardPost).set({ hasImage: true }).where(eq(boardPost.id, ids.board));
    ids.product = (
      await db
        .insert(pointmallProduct)
        .values({
          title: '카드 슬리브',
          price: 1500,
          content: '<p>100매</p>',
          images: ['/upload/pointmall/s.webp'],
        })
        .returning({ id: pointmallProduct.id })
    )[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    if (previousWebDist === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = previousWebDist;
    await rm(webDist, { recursive: true, force: true });
  });

  it('names a card page by its Korean name, with its picture, summary, address and prices', async () => {
    const res = await get(`/card/detail?id=${ids.card}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(titleOf(html)).toBe(`리자몽 ex - ${SITE_TITLE_SUFFIX}`);
    // The generic title and description give way: one of each.
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    expect(metaOf(html, 'og:title')).toBe('리자몽 ex');
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/upload/card_kr_image/sv2a-006.png`);
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/card/detail?id=${ids.card}`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/card/detail?id=${ids.card}">`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'description')).toBe(
      '리자몽 ex · 포켓몬 카드 151 006/165 · RR · 불꽃 타입 · HP 330 · 평균 시세 15,000원 (거래 2건)',
    );
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    // The card page's chunks stay announced.
    expect(html).toContain('/assets/CardDetailPage-abc.js');

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '리자몽 ex',
      sku: ids.card,
      image: [`${SITE}/upload/card_kr_image/sv2a-006.png`],
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'KRW',
        price: 15_000,
        lowPrice: 12_000,
        highPrice: 18_000,
        offerCount: 2,
      },
    });
  });

  it('names a card without a Korean record in English, escapes every value, and leaves out prices it has not', async () => {
    const html = (await get(`/card/detail?id=${ids.english}`)).body;
    expect(titleOf(html)).toBe(`Pikachu &#34;Surfing&#34; &#60;Promo&#62; - ${SITE_TITLE_SUFFIX}`);
    expect(html).toContain('content="Pikachu &#34;Surfing&#34; &#60;Promo&#62;"');
    expect(metaOf(html, 'og:title')).toBe('Pikachu "Surfing" <Promo>');
    expect(html).not.toContain('<Promo>');
    expect(metaOf(html, 'og:image')).toBe('https://images.example/p.png');
    expect(metaOf(html, 'description')).toContain('번개 타입 · HP 60');
    expect(html).not.toContain('application/ld+json');
  });

  it('writes JSON-LD that cannot close its script element', async () => {
    await t.services.db
      .update(cardEn)
      .set({ name: 'Evil</script><script>alert(1)</script>' })
      .where(eq(cardEn.id, ids.english));
    t.services.changes.cardsChanged([ids.english]);
    const html = (await get(`/card/detail?id=${ids.english}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(metaOf(html, 'og:title')).toBe('Evil</script><script>alert(1)</script>');
    expect(count(html, '</script>')).toBe(1); // the app's own entry script only
  });

  it("keeps a title's dollar signs as they are", async () => {
    const [post] = await t.services.db
      .insert(tradePost)
      .values({ userId: 'u', title: "팝니다 $& $' $` $$" })
      .returning({ id: tradePost.id });
    const html = (await get(`/trade/post/read?id=${post!.id}`)).body;
    expect(metaOf(html, 'og:title')).toBe("팝니다 $& $' $` $$");
    expect(count(html, '<html')).toBe(1);
  });

  it('previews a trade post with its first picture and its text', async () => {
    const html = (await get(`/trade/post/read?id=${ids.trade}`)).body;
    expect(titleOf(html)).toBe(`리자몽 ex 팝니다 - ${SITE_TITLE_SUFFIX}`);
    expect(metaOf(html, 'og:title')).toBe('리자몽 ex 팝니다');
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/upload/trade/0b6e2f0c-6f0e-4d0e-9d3a-1c2b3a4d5e6f.webp`);
    expect(metaOf(html, 'og:description')).toBe('상태 좋습니다. 직거래 가능');
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/trade/post/read?id=${ids.trade}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('previews a trade post without pictures by the picture of its first card, in its edition', async () => {
    const { id } = await t.call(
      tradeCalls.insert,
      {
        title: '사진 없는 판매글',
        content: '',
        images: [],
        lines: [
          { card_id: ids.card, card_nation: 'kr', card_state: 'A급', state: '등록됨', card_price: 9_000 },
        ],
      },
      asWriter,
    );
    const html = (await get(`/trade/post/read?id=${id}`)).body;
    expect(titleOf(html)).toBe(`사진 없는 판매글 - ${SITE_TITLE_SUFFIX}`);
    expect(metaOf(html, 'og:title')).toBe('사진 없는 판매글');
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/upload/card_kr_image/sv2a-006.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
  });

  it('previews a public deck with its picture, and keeps a private one to the generic head', async () => {
    const html = (await get(`/deck/read?id=${ids.deck}`)).body;
    expect(titleOf(html)).toBe(`리자몽 ex 덱 - ${SITE_TITLE_SUFFIX}`);
    expect(metaOf(html, 'og:title')).toBe('리자몽 ex 덱');
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/api/capture/deck.png?id=${ids.deck}`);
    expect(metaOf(html, 'og:description')).toBe(
      '트레이너님의 덱 레시피 · 스탠다드 · 포켓몬 12 · 트레이너스 40 · 에너지 8',
    );

    const hidden = (await get(`/deck/read?id=${ids.privateDeck}`)).body;
    expect(hidden).not.toContain('비밀 덱');
    expect(hidden).not.toContain('og:title');
    expect(titleOf(hidden)).toBe('카드도감');
  });

  it('previews a board post as "title > board" and a point-mall product', async () => {
    const post = (await get(`/board/read?id=${ids.board}&board_name=anything`)).body;
    expect(titleOf(post)).toBe(`151 개봉 후기 &#62; 자유게시판 - ${SITE_TITLE_SUFFIX}`);
    expect(metaOf(post, 'og:image')).toBe(`${SITE}/upload/board/a.webp?x=1&y=2`);
    expect(metaOf(post, 'og:url')).toBe(
      `${SITE}/board/read?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}&id=${ids.board}`,
    );
    // A post guests may not read keeps its title to itself, as does a hidden product.
    const membersOnly = await createBoard(t.services.db, {
      group: '커뮤니티',
      name: '회원 게시판',
      gates: { ...OPEN_BOARD_GATES, read: { guest: false, types: [], min_grade: 0 } },
    });
    const secret = await insertBoardPost(t.services.db, {
      boardId: membersOnly,
      userId: 'u',
      title: '회원 전용 글',
    });
    expect((await get(`/board/read?id=${secret}`)).body).not.toContain('회원 전용 글');
    const [hiddenProduct] = await t.services.db
      .insert(pointmallProduct)
      .values({ title: '미공개 상품', price: 100, isShow: false })
      .returning({ id: pointmallProduct.id });
    expect((await get(`/pointmall/read?id=${hiddenProduct!.id}`)).body).not.toContain('미공개 상품');

    const product = (await get(`/pointmall/read?id=${ids.product}`)).body;
    expect(metaOf(product, 'og:title')).toBe('카드 슬리브');
    expect(metaOf(product, 'og:description')).toBe('1,500 포인트 · 100매');
    expect(metaOf(product, 'og:image')).toBe(`${SITE}/upload/pointmall/s.webp`);
  });

  it('answers unknown or malformed ids with the generic head, never an error', async () => {
    for (const url of [
      '/card/detail?id=no-such-card',
      '/card/detail',
      `/card/detail?id=${'x'.repeat(100)}`,
      '/card/detail?id=a&id=b',
      '/trade/post/read?id=999999',
      '/trade/post/read?id=abc',
      '/deck/read?id=-1',
      '/board/read?id=99999999999',
      '/pointmall/read?id=0',
      '/official_league/read?id=424242',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('카드도감');
      expect(res.body, url).not.toContain('og:title');
    }
  });

  it('shows a card edit at once: the change event drops the cached preview', async () => {
    const ogTitle = async () => metaOf((await get(`/card/detail?id=${ids.card}`)).body, 'og:title');
    expect(await ogTitle()).toBe('리자몽 ex');
    await t.services.db.update(cardKr).set({ name: '리자몽 ex (수정)' }).where(eq(cardKr.cardId, ids.card));
    // Written behind the services' back: the cached preview stays until a change is announced.
    expect(await ogTitle()).toBe('리자몽 ex');
    t.services.changes.cardsChanged([ids.card]);
    expect(await ogTitle()).toBe('리자몽 ex (수정)');
  });

  it('shows a trade post edit and a hidden product at once: their writes drop the cached previews', async () => {
    const ogTitle = async (url: string) => metaOf((await get(url)).body, 'og:title');
    const postUrl = `/trade/post/read?id=${ids.trade}`;
    expect(await ogTitle(postUrl)).toBe('리자몽 ex 팝니다');
    const post = await t.call(tradeCalls.read, { id: ids.trade }, asWriter);
    await t.call(
      tradeCalls.update,
      {
        id: ids.trade,
        title: '리자몽 ex 가격 내림',
        content: post.content,
        images: post.images,
        lines: post.lines.map((l) => ({
          id: l.id,
          card_id: l.card_id,
          card_nation: l.card_nation,
          card_state: l.card_state as TradeLineInput['card_state'],
          card_price: l.card_price,
          state: l.state as TradeLineInput['state'],
        })),
      },
      asWriter,
    );
    expect(await ogTitle(postUrl)).toBe('리자몽 ex 가격 내림');

    const productUrl = `/pointmall/read?id=${ids.product}`;
    expect(await ogTitle(productUrl)).toBe('카드 슬리브');
    const admin = await createMember(t, { type: '관리자' });
    await t.call(
      pointmallCalls.setShow,
      { id: ids.product, is_show: false },
      await sessionCookie(t, admin.userId),
    );
    expect(await ogTitle(productUrl)).toBeUndefined();
    await t.call(
      pointmallCalls.setShow,
      { id: ids.product, is_show: true },
      await sessionCookie(t, admin.userId),
    );
  });

  it('previews an official event under the page name the web app gives it', async () => {
    const db = t.services.db;
    const [type] = await db.insert(officialLeagueType).values({ name: '챔피언스 리그' }).returning();
    const [event] = await db
      .insert(officialLeague)
      .values({
        name: '2025 포켓몬 카드 게임 챔피언스 리그 <서울>',
        typeId: type!.id,
        eventDate: '2025-03-01',
        venue: '코엑스',
        division: 'Master',
        playerCount: 512,
      })
      .returning({ id: officialLeague.id });
    const id = event!.id;
    const html = (await get(`/official_league/read?id=${id}`)).body;
    expect(titleOf(html)).toBe(`공식대회 - ${SITE_TITLE_SUFFIX}`);
    expect(metaOf(html, 'og:title')).toBe('2025 포켓몬 카드 게임 챔피언스 리그 <서울> - 공식대회');
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/official_league/read?id=${id}`);
    expect(metaOf(html, 'og:description')).toBe('2025-03-01 · 챔피언스 리그 · 코엑스 · Master · 512명');
  });
});
