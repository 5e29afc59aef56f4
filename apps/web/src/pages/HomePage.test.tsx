import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import type { DeckItem } from '@carddogam/contract/calls/decks';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import type { TradePostSummary } from '@carddogam/contract/calls/trade';
import {
  boardListPath,
  boardReadPath,
  FREE_BOARD,
  NOTICE_BOARD,
} from '@carddogam/contract/board/seeded-boards';
import { postItem, WRITER } from '../test/board.fixture';
import { fakeApi } from '../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../test/render-app';
import { failPath, GUEST_ANSWER } from '../test/session-fixtures';

function post(id: number, overrides: Partial<BoardPostItem> = {}): BoardPostItem {
  return postItem(id, {
    title: `글 ${id}`,
    created: '2026-11-20 09:30',
    writer: { ...WRITER, nickname: '글쓴이', grade: 2, collection_show: false },
    ...overrides,
  });
}

function rankRow(id: string, overrides: Partial<RankRow> = {}): RankRow {
  return {
    id,
    name: `카드 ${id}`,
    set_name: '포켓몬 카드 151',
    number: '6',
    set_printedTotal: 165,
    rarity: 'RR',
    regulationMark: 'G',
    image_kr: null,
    image_en: null,
    image_jp: null,
    total_avg: 0,
    perform_avg: 0,
    collect_avg: 0,
    total_count: 0,
    total_perform: 0,
    total_collect: 0,
    avg_price: 0,
    max_price: 0,
    count: 0,
    deck_total_count: 0,
    deck_total_amount: 0,
    collection_total_amount: 0,
    ...overrides,
  };
}

function tradePost(id: number): TradePostSummary {
  return {
    id,
    title: `거래글 ${id}`,
    user_id: 'seller1',
    nickname: '판매자',
    created: '2026-11-21 10:00',
    view_count: 3,
    line_count: 2,
    sold_count: 0,
    card_name: '피카츄',
    min_price: 12000,
    image: null,
  };
}

function deck(id: number, overrides: Partial<DeckItem> = {}): DeckItem {
  return {
    id,
    title: `덱 ${id}`,
    created: '2026-11-22 11:00',
    tag: '',
    regulation_group: '스탠다드',
    season: '',
    deck_nation: 'kr',
    pokemon_count: 12,
    trainer_count: 36,
    energy_count: 12,
    view_count: 1,
    like_count: 4,
    copy_count: 0,
    status: '공개',
    rating_avg: 0,
    rating_count: 0,
    writer: 'builder1',
    writer_nickname: '덱장인',
    types: 'Fire',
    energy_counts: [],
    image_kr: null,
    image_en: null,
    image_jp: null,
    ...overrides,
  };
}

const NOTICE = post(1, {
  board_group: NOTICE_BOARD.group,
  board_name: NOTICE_BOARD.name,
  title: '서버 점검 안내',
  is_notice: true,
});
const BEST = post(2, { board_name: '덱 토론', title: '리자몽 덱 후기', is_best: true, comment_count: 8 });
const FREE = post(3, {
  category: '질문',
  title: '이 카드 시세 어떤가요',
  comment_count: 3,
  created: '2020-01-05 09:30',
});

const FEED = {
  notices: [NOTICE],
  best: [BEST],
  boards: [
    { id: 1, group: FREE_BOARD.group, name: FREE_BOARD.name, rows: [FREE] },
    { id: 7, group: FREE_BOARD.group, name: '거래 후기', rows: [] },
  ],
};

/** Six rated cards, given out of order: the block shows the best five, best first. */
const RATED = [3.2, 4.8, 2.1, 4.5, 1.0, 3.9].map((avg, i) =>
  rankRow(`sv1-${i + 1}`, { name: `평점카드${i + 1}`, total_avg: avg, total_count: 10 + i }),
);

function renderHome(overrides: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    '/api/board/feed': FEED,
    '/api/rank/rating/kr': RATED,
    '/api/rank/trade/kr': [rankRow('sv2-1', { name: '가격카드', avg_price: 12000.7 })],
    '/api/trade/post/list': { total: 8, rows: [1, 2, 3, 4, 5, 6, 7, 8].map(tradePost) },
    '/api/deck/list': { total: 3, items: [deck(31), deck(32, { status: '비공개' }), deck(33)] },
    ...overrides,
  });
  return { api, ...renderApp('/') };
}

const block = (name: string) => screen.getByRole('region', { name });
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('home page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/');
  }, 60_000);

  it('shows the notices, 베스트 and the busiest boards from the one feed call, each linked', async () => {
    const { api } = renderHome();
    const notice = await screen.findByRole('link', { name: '서버 점검 안내' });

    expect(hrefOf(notice)).toBe(boardReadPath(NOTICE_BOARD, 1));
    expect(hrefOf(within(block('공지사항')).getByRole('link', { name: '공지사항 더보기' }))).toBe(
      boardListPath(NOTICE_BOARD),
    );

    const best = block('베스트');
    expect(hrefOf(within(best).getByRole('link', { name: '리자몽 덱 후기' }))).toBe(
      boardReadPath({ group: FREE_BOARD.group, name: '덱 토론' }, 2),
    );
    expect(within(best).getByText('덱 토론')).toBeTruthy();
    expect(within(best).getByText('[8]')).toBeTruthy();

    const free = block(FREE_BOARD.name);
    expect(hrefOf(within(free).getByRole('link', { name: '이 카드 시세 어떤가요' }))).toBe(
      boardReadPath(FREE_BOARD, 3),
    );
    expect(within(free).getByText('[질문]')).toBeTruthy();
    expect(within(free).getByText('[3]')).toBeTruthy();
    expect(within(free).getByRole('button', { name: '글쓴이 메뉴' })).toBeTruthy();
    // A post of an earlier year shows its full date, as the board lists write it.
    expect(within(free).getByText('2020-01-05')).toBeTruthy();
    expect(within(block('거래 후기')).getByText('아직 게시글이 없습니다')).toBeTruthy();

    expect(api.pathsCalled().filter((path) => path === '/api/board/feed')).toHaveLength(1);
  });

  it("ranks the top five of each rank type and links the cards and /rank's tab", async () => {
    const { api } = renderHome();
    await screen.findByRole('link', { name: '평점카드2' });
    const ranking = block('카드랭킹');

    const names = within(ranking)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text?.startsWith('평점카드'));
    expect(names).toEqual(['평점카드2', '평점카드4', '평점카드6', '평점카드1', '평점카드3']);
    expect(hrefOf(within(ranking).getByRole('link', { name: '평점카드2' }))).toBe('/card/detail?id=sv1-2');
    expect(within(ranking).getByText('평점 4.80 (11)')).toBeTruthy();
    expect(hrefOf(within(ranking).getByRole('link', { name: '카드랭킹 더보기' }))).toBe('/rank');
    expect(api.pathsCalled()).not.toContain('/api/rank/trade/kr');

    fireEvent.click(within(ranking).getByText('가격랭킹'));
    expect(await within(ranking).findByText('평균가격 12,000원')).toBeTruthy();
    expect(hrefOf(within(ranking).getByRole('link', { name: '카드랭킹 더보기' }))).toBe('/rank?type=trade');
    const call = api.calls.find((c) => c.path === '/api/rank/trade/kr');
    expect(call?.params).toMatchObject({ keyword: { nation: 'kr', sort: 'avg_price', direction: 'desc' } });
  });

  it('shows the newest six trade posts and the newest public decks', async () => {
    renderHome();
    await screen.findByRole('link', { name: '거래글 1' });
    const trade = block('최근 거래글');
    const tradeLinks = within(trade)
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('거래글'));
    expect(tradeLinks.map(hrefOf)).toEqual([1, 2, 3, 4, 5, 6].map((id) => `/trade/post/read?id=${id}`));
    expect(within(trade).getAllByText('피카츄 외 1장')).toHaveLength(6);
    expect(within(trade).getAllByText('12,000원')).toHaveLength(6);
    expect(hrefOf(within(trade).getByRole('link', { name: '최근 거래글 더보기' }))).toBe('/trade/post/list');

    const decks = block('최근 덱 레시피');
    expect(hrefOf(await within(decks).findByRole('link', { name: '덱 31' }))).toBe('/deck/read?id=31');
    expect(within(decks).getByRole('link', { name: '덱 33' })).toBeTruthy();
    expect(within(decks).queryByRole('link', { name: '덱 32' })).toBeNull();
    expect(hrefOf(within(decks).getByRole('link', { name: '최근 덱 레시피 더보기' }))).toBe('/deck/list');
  });

  it('keeps the other blocks when one call fails, and says so in the failed blocks only', async () => {
    const { api } = renderHome();
    failPath(api, '/api/board/feed', 500, 'INTERNAL', '게시판을 불러오지 못했습니다.');
    failPath(api, '/api/deck/list', 500, 'INTERNAL', '덱을 불러오지 못했습니다.');

    expect(await screen.findByRole('link', { name: '거래글 1' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '평점카드2' })).toBeTruthy();
    expect(await within(block('공지사항')).findByText('게시판을 불러오지 못했습니다.')).toBeTruthy();
    expect(within(block('베스트')).getByText('게시판을 불러오지 못했습니다.')).toBeTruthy();
    expect(await within(block('최근 덱 레시피')).findByText('덱을 불러오지 못했습니다.')).toBeTruthy();
    expect(within(block('최근 거래글')).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('search', { name: '카드 검색' })).toBeTruthy();
  });

  it('says so when there is nothing to show yet', async () => {
    renderHome({
      '/api/board/feed': { notices: [], best: [], boards: [] },
      '/api/rank/rating/kr': [],
      '/api/trade/post/list': { total: 0, rows: [] },
      '/api/deck/list': { total: 1, items: [deck(40, { status: '비공개' })] },
    });
    expect(await screen.findByText('아직 공지사항이 없습니다')).toBeTruthy();
    expect(screen.getByText('아직 베스트 게시글이 없습니다')).toBeTruthy();
    expect(within(block('커뮤니티')).getByText('아직 게시글이 없습니다')).toBeTruthy();
    expect(await screen.findByText('아직 랭킹에 오른 카드가 없습니다')).toBeTruthy();
    expect(await screen.findByText('아직 거래글이 없습니다')).toBeTruthy();
    expect(await screen.findByText('아직 공개된 덱 레시피가 없습니다')).toBeTruthy();
  });
});
