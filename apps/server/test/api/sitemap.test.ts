import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapCalls } from '@carddogam/contract/calls/sitemap';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertCard } from '../factories/cards';
import { deck } from '../../src/db/schema/index';
import { createBoard, insertBoardPost } from '../helpers/boards';
import { buildSitemapEntries, sitemapDate } from '../../src/services/sitemap';

describe('sitemap (§2.2, §7.10)', () => {
  let t: TestApp;
  let cardId: string;
  beforeAll(async () => {
    t = await createTestApp({ SITE_URL: 'https://carddogam.example' });
    cardId = await insertCard(t.services.db);
    const board = await createBoard(t.services.db, { group: '커뮤니티', name: '자유 게시판' });
    await insertBoardPost(t.services.db, { boardId: board, userId: 'u1', title: '안녕' });
    await t.services.db.insert(deck).values([
      { userId: 'u1', title: '공개 덱', status: '공개' },
      { userId: 'u1', title: '비공개 덱', status: '비공개' },
    ] as never);
  });
  afterAll(() => t.close());

  it('lists cards with their last change and only public decks', async () => {
    const cards = await t.call(sitemapCalls.cards);
    expect(cards.map((c) => c.id)).toEqual([cardId]);
    expect(sitemapDate(cards[0]!.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await t.call(sitemapCalls.decks)).toHaveLength(1);
    expect(await t.call(sitemapCalls.leaguePlayers)).toEqual([]);
  });

  it('serves sitemap.xml with card, board and deck entries, and robots.txt pointing at it', async () => {
    const xml = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain(`<loc>https://carddogam.example/card/detail?id=${cardId}</loc>`);
    expect(xml.body).toContain(
      '/board/read?board_group=%EC%BB%A4%EB%AE%A4%EB%8B%88%ED%8B%B0&amp;board_name=%EC%9E%90%EC%9C%A0%20%EA%B2%8C%EC%8B%9C%ED%8C%90&amp;id=1',
    );
    expect(xml.body.match(/\/deck\/read\?id=/g)).toHaveLength(1);
    expect(xml.body).not.toContain('/admin');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://carddogam.example/sitemap.xml');
  });

  it('skips and logs entries with an invalid date; league decks and players use the current time', () => {
    const warnings: string[] = [];
    const entries = buildSitemapEntries(
      'https://s',
      {
        cards: [
          { id: 'a-1', lastmod: '2024-02-30 10:00:00+00' },
          { id: 'a-2', lastmod: 'not a date' },
          { id: 'a-3', lastmod: '2024-03-01 10:00:00+00' },
        ],
        boards: [],
        tradePosts: [{ id: 7, lastmod: null }],
        pointmall: [],
        decks: [],
        leagues: [],
        leagueDecks: [],
        leaguePlayers: [{ id: 3, lastmod: null }],
      },
      new Date('2026-11-23T00:00:00Z'),
      (m) => warnings.push(m),
    );
    const cards = entries.filter((e) => e.loc.includes('/card/detail'));
    expect(cards).toEqual([{ loc: 'https://s/card/detail?id=a-3', lastmod: '2024-03-01' }]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('a-1');
    expect(entries).toContainEqual({ loc: 'https://s/league/player/detail?id=3', lastmod: '2026-11-23' });
  });
});
