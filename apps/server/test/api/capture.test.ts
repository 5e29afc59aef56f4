import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { cardImageHeight, mirroredImageAddress } from '@carddogam/contract/cards/card-image';
import { businessCard, cardSearch, cardSet, deck, deckCard } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { cardImageData, localImageFile } from '../../src/capture/card-images';
import { businessCardPicture } from '../../src/capture/business-card-image';
import { DECK_GRID, deckPicture, gridFor, priceLine } from '../../src/capture/deck-image';
import type { Child } from '../../src/capture/node';
import { previewTags, withHead } from '../../src/http/capture-meta';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember } from '../helpers/members';
import { insertArchetype, insertRecord } from '../helpers/league-figures';

/**
 * The capture pictures (decision 035): every endpoint answers a 1200×630 PNG (the Open Graph size) or a
 * Korean 404, card pictures come from local files only, and the capture pages' HTML carries the link
 * preview tags.
 */

/** Width and height from a PNG's IHDR chunk: bytes 16–19 and 20–23, big-endian. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Every text of a picture's element tree, in order. */
const texts = (node: Child | Child[] | undefined): string[] =>
  node === null || node === undefined
    ? []
    : Array.isArray(node)
      ? node.flatMap(texts)
      : typeof node === 'string'
        ? [node]
        : texts(node.props.children);

const MIRROR_KEY = 'a1b2c3d4e5f6a7b8c9d0';

describe('capture pictures', () => {
  let t: TestApp;
  let webDist: string;
  let memberId: string;
  let publicDeck: number;
  let privateDeck: number;
  let uploadDir: string;
  const previousWebDist = process.env.WEB_DIST_DIR;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const insertDeck = async (userId: string, status: '공개' | '비공개', cards: Array<[string, number]>) => {
    const [row] = await t.services.db
      .insert(deck)
      .values({
        userId,
        title: `<리자몽> "${status}" 덱`,
        status,
        pokemonCount: 8,
        trainerCount: 44,
        energyCount: 8,
      })
      .returning({ id: deck.id });
    await t.services.db.insert(deckCard).values(
      cards.map(([cardId, amount], position) => ({
        deckId: row!.id,
        cardId,
        nation: 'kr',
        amount,
        position,
      })),
    );
    return row!.id;
  };

  beforeAll(async () => {
    // A build-less web app: index.html alone, as the static handler serves it for the client routes.
    webDist = await mkdtemp(path.join(tmpdir(), 'capture-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="ko"><head><title>카드도감</title></head><body><div id="root"></div></body></html>',
    );
    process.env.WEB_DIST_DIR = webDist;
    t = await createTestApp({}, { serveStatic: true });
    const db = t.services.db;
    uploadDir = path.join(t.services.env.dataDir, 'upload');

    await db.insert(cardSet).values({ nation: 'en', code: 'sv3pt5', name: '151', ptcgoCode: 'MEW' });
    const pictured = await insertCard(db, {
      en: { name: 'Charizard ex', number: '6' },
      kr: { name: '리자몽 ex' },
    });
    const plain = await insertCard(db, { en: { name: 'Charmander', number: '4' }, kr: { name: '파이리' } });
    await refreshCardSearch(db);
    // The mirror's copy of one card: a small orange picture where the image job would have put it.
    await mkdir(path.join(uploadDir, 'card_en_image'), { recursive: true });
    const picture = await sharp({ create: { width: 245, height: 342, channels: 3, background: '#f97316' } })
      .webp()
      .toBuffer();
    await writeFile(path.join(uploadDir, 'card_en_image', `${MIRROR_KEY}-245.webp`), picture);
    await db
      .update(cardSearch)
      .set({
        imageEn: mirroredImageAddress(
          `/upload/card_en_image/${MIRROR_KEY}-480.webp`,
          'https://example.invalid/6.png',
        ),
      })
      .where(eq(cardSearch.cardId, pictured));

    const member = await createMember(t, { nickname: '캡처<테스트>' });
    memberId = member.userId;
    const charizard = await insertArchetype(t, '리자몽ex', 'Charizard ex');
    await insertRecord(t, {
      userId: memberId,
      playedAt: '2025-01-15T10:00:00+09:00',
      myArchetypeId: charizard,
      result: 'win',
    });
    await insertRecord(t, {
      userId: memberId,
      playedAt: '2025-01-16T10:00:00+09:00',
      myDeckName: '로스트',
      result: 'loss',
    });
    publicDeck = await insertDeck(memberId, '공개', [
      [pictured, 3],
      [plain, 4],
      ['card-without-row', 1],
    ]);
    privateDeck = await insertDeck(memberId, '비공개', [[plain, 4]]);
    await db
      .insert(businessCard)
      .values({ userId: memberId, intro: '안녕하세요', favoriteCardId: pictured, mainDeckId: publicDeck });
  });
  afterAll(async () => {
    await t.close();
    if (previousWebDist === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = previousWebDist;
    await rm(webDist, { recursive: true, force: true });
  });

  it('draws each picture as a 1200×630 PNG with a short public cache', async () => {
    for (const url of [
      `/api/capture/record.png?user_id=${memberId}`,
      `/api/capture/deck.png?id=${publicDeck}`,
      `/api/capture/businesscard.png?user_id=${memberId}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  }, 60_000);

  it('draws a record with no games at all', async () => {
    const quiet = await createMember(t);
    const res = await get(`/api/capture/record.png?user_id=${quiet.userId}`);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('draws the same picture again from the cache, and a changed one anew', async () => {
    const url = `/api/capture/record.png?user_id=${memberId}`;
    const first = (await get(url)).rawPayload;
    expect((await get(url)).rawPayload.equals(first)).toBe(true);
    await insertRecord(t, {
      userId: memberId,
      playedAt: '2025-02-01T10:00:00+09:00',
      myDeckName: '로스트',
      result: 'win',
    });
    const changed = (await get(url)).rawPayload;
    expect(changed.equals(first)).toBe(false);
    expect(pngSize(changed)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('answers 404 for an unknown member and a private deck, 400 for a malformed query', async () => {
    const json = (body: string) => JSON.parse(body) as { error: { message: string } };
    const unknownRecord = await get('/api/capture/record.png?user_id=nobody-here');
    expect([unknownRecord.statusCode, json(unknownRecord.body).error.message]).toEqual([
      404,
      LEAGUE_MSG.userMissing,
    ]);
    const unknownCard = await get('/api/capture/businesscard.png?user_id=nobody-here');
    expect([unknownCard.statusCode, json(unknownCard.body).error.message]).toEqual([
      404,
      LEAGUE_MSG.userMissing,
    ]);
    for (const id of [privateDeck, 999_999]) {
      const res = await get(`/api/capture/deck.png?id=${id}`);
      expect([res.statusCode, json(res.body).error.message]).toEqual([404, DECK_MSG.notFound]);
    }
    expect((await get('/api/capture/deck.png?id=abc')).statusCode).toBe(400);
    expect((await get('/api/capture/record.png')).statusCode).toBe(400);
  });

  it('reads card pictures from the local mirror only, never climbing out of the upload folder', async () => {
    const mirrored = mirroredImageAddress(
      `/upload/card_en_image/${MIRROR_KEY}-480.webp`,
      'https://example.invalid/6.png',
    );
    expect(localImageFile(uploadDir, mirrored)).toBe(
      path.resolve(uploadDir, 'card_en_image', `${MIRROR_KEY}-245.webp`),
    );
    expect(localImageFile(uploadDir, '/upload/card_kr_image/upload.png')).toBe(
      path.resolve(uploadDir, 'card_kr_image', 'upload.png'),
    );
    expect(localImageFile(uploadDir, 'https://example.invalid/6.png')).toBeNull();
    expect(localImageFile(uploadDir, '/upload/../../etc/passwd')).toBeNull();
    expect(localImageFile(uploadDir, null)).toBeNull();
    expect(localImageFile(uploadDir, '/upload/card_kr_image/%E0%A4%A.png')).toBeNull();

    const data = await cardImageData(uploadDir, mirrored, 100);
    expect(data).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data!.slice('data:image/png;base64,'.length), 'base64');
    expect(pngSize(png).width).toBe(100);
    expect(await cardImageData(uploadDir, '/upload/card_kr_image/missing.png', 100)).toBeNull();
  });

  it('fits any deck on the sheet, the fewer cards the larger', () => {
    const sizes = [1, 8, 15, 30, 45, 60].map((n) => ({ n, ...gridFor(n) }));
    for (const { n, columns, tile } of sizes) {
      const rows = Math.ceil(n / columns);
      const { width, height, gap, label } = DECK_GRID;
      expect(columns * tile + (columns - 1) * gap, `${n} cards`).toBeLessThanOrEqual(width);
      // cardImageHeight rounds, at most half a pixel a row.
      expect(rows * (cardImageHeight(tile) + label) + (rows - 1) * gap, `${n} cards`).toBeLessThanOrEqual(
        height + rows,
      );
    }
    expect(sizes.map((s) => s.tile)).toEqual([...sizes.map((s) => s.tile)].sort((a, b) => b - a));
    expect(sizes[0]!.tile).toBe(DECK_GRID.maxTile);
  });

  it('writes the deck price in KRW on the deck picture, naming how many cards had no trade', () => {
    expect(priceLine(null)).toBeNull();
    expect(priceLine({ total: 123450, unpriced: 0 })).toBe('시세 약 123,450원');
    expect(priceLine({ total: 9800, unpriced: 2 })).toBe('시세 약 9,800원 (시세 없는 카드 2종 제외)');
    const deck = {
      title: '피카츄덱',
      writer: '작성자',
      counts: { pokemon: 8, trainer: 0, energy: 52 },
      cards: [{ name: '피카츄', amount: 4, image: null }],
    };
    expect(texts(deckPicture({ ...deck, price: { total: 42000, unpriced: 1 } }))).toContain(
      '시세 약 42,000원 (시세 없는 카드 1종 제외)',
    );
    expect(texts(deckPicture({ ...deck, price: null })).some((t) => t.startsWith('시세'))).toBe(false);
  });

  it('writes the 명함 facts in the words of the page: 콜렉션 counted in kinds of card', () => {
    const lines = texts(
      businessCardPicture({
        nickname: '명함주인',
        badge: { kind: 'level', level: 3 },
        intro: '',
        favorite: null,
        mainDeck: '리자몽ex',
        ptcglName: 'Trainer1',
        league: { wins: 3, losses: 1, ties: 0, tournaments: 1, best_placement: 2 },
        collectionCount: 1234,
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['명함주인', 'Lv.3', 'PTCGL', 'Trainer1', '콜렉션', '1,234종']),
    );
    expect(lines).not.toContain('컬렉션');
  });

  it("puts the matching picture's preview tags into the capture pages' HTML, escaped", async () => {
    const record = await get(`/record_capture?user_id=${memberId}`, {
      host: 'carddogam.example',
      'x-forwarded-proto': 'https',
    });
    expect(record.statusCode).toBe(200);
    expect(record.headers['content-type']).toContain('text/html');
    expect(record.body).toContain(
      `<meta property="og:image" content="http://carddogam.example/api/capture/record.png?user_id=${memberId}">`,
    );
    expect(record.body).toContain('<meta property="og:title" content="캡처&#60;테스트&#62;님의 대전 전적">');
    expect(record.body).toContain('<meta property="og:image:width" content="1200">');
    expect(record.body).toContain('<meta property="og:image:height" content="630">');
    expect(record.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(record.body).toMatch(/<\/head><body><div id="root">/);

    const deckPage = await get(`/deck_capture?id=${publicDeck}`, { host: 'carddogam.example' });
    expect(deckPage.body).toContain(
      `content="http://carddogam.example/api/capture/deck.png?id=${publicDeck}"`,
    );
    expect(deckPage.body).toContain('content="&#60;리자몽&#62; &#34;공개&#34; 덱 - 덱 레시피"');
    const cardPage = await get(`/businesscard?user_id=${memberId}`, { host: 'carddogam.example' });
    expect(cardPage.body).toContain(`/api/capture/businesscard.png?user_id=${memberId}"`);

    // A private deck, an unknown member and other pages get the plain index.html.
    for (const url of [
      `/deck_capture?id=${privateDeck}`,
      '/record_capture?user_id=nobody-here',
      '/card/list',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:image');
    }
  });

  it('escapes every value of the tags', () => {
    const tags = previewTags(
      {
        title: `"><script>alert(1)</script>`,
        description: "it's & more",
        image: '/api/capture/record.png?user_id=a&b',
      },
      'https://x.example',
    );
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(tags).toContain('content="it&#39;s &#38; more"');
    expect(tags).toContain('content="https://x.example/api/capture/record.png?user_id=a&#38;b"');
    expect(withHead('<html><head></head></html>', tags)).toBe(`<html><head>${tags}</head></html>`);
  });
});
