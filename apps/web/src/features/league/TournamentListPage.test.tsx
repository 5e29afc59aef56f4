import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadRoutes } from '../../test/render-app';
import { GUEST_ANSWER } from '../../test/session-fixtures';
import { onPhone, paramsOf, PATHS, PLAYER, renderLeague, STAFF, tournament } from './league.fixture';

const PAGE = '/league/tournament/list';
const LIST = {
  total: 45,
  items: [
    tournament(31, { status: 'registration', player_count: 12 }),
    tournament(30, {
      status: 'finished',
      starts_at: '2026-11-17 19:00',
      swiss_rounds: 4,
      winner: { entry_id: 3, ptcgl_name: 'Gary0' },
      format: 'expanded',
    }),
  ],
};

describe('/league/tournament/list', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PAGE), 60_000);

  it('lists the tournaments with their facts, each linking to its page', async () => {
    const { api } = renderLeague(PAGE, GUEST_ANSWER, { [PATHS.list]: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: '리그 대회' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '대회 목록' });
    const [open, done] = within(table).getAllByRole('row').slice(1);
    const texts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(texts(open!)).toEqual([
      '2026-11-24 19:00',
      '주간 리그 31',
      '스탠다드',
      'G, H',
      '12/32명',
      '시작 시 결정',
      '참가 접수',
      '-',
    ]);
    expect(texts(done!).slice(4)).toEqual(['5/32명', '4라운드', '종료', 'Gary0']);
    expect(within(done!).getByText('익스팬디드')).toBeTruthy();
    expect(within(open!).getByRole('link', { name: '주간 리그 31' }).getAttribute('href')).toBe(
      '/league/tournament/detail?id=31',
    );
    expect(paramsOf(api, PATHS.list)[0]).toEqual({ status: '전체', page: 1, size: 20 });
    expect(screen.queryByRole('link', { name: '대회 만들기' })).toBeNull();
    await waitFor(() => expect(document.title.startsWith('리그 대회 - ')).toBe(true));
  });

  it('keeps the status tab and the page in the address', async () => {
    const { api, router } = renderLeague(PAGE, GUEST_ANSWER, { [PATHS.list]: LIST });
    await screen.findByRole('table', { name: '대회 목록' });
    fireEvent.click(screen.getByText('진행'));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.list).at(-1)).toEqual({ status: '진행', page: 1, size: 20 }),
    );
    expect(router.state.location.search).toBe(`?status=${encodeURIComponent('진행')}`);
    fireEvent.click(await screen.findByRole('button', { name: '3페이지' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.list).at(-1)).toEqual({ status: '진행', page: 3, size: 20 }),
    );
    expect(router.state.location.search).toBe(`?status=${encodeURIComponent('진행')}&page=3`);
  });

  it('offers staff 대회 만들기, and not a player', async () => {
    const { unmount } = renderLeague(PAGE, STAFF, { [PATHS.list]: LIST });
    expect((await screen.findByRole('link', { name: '대회 만들기' })).getAttribute('href')).toBe(
      '/league/tournament/write',
    );
    unmount();
    renderLeague(PAGE, PLAYER, { [PATHS.list]: LIST });
    await screen.findByRole('table', { name: '대회 목록' });
    expect(screen.queryByRole('link', { name: '대회 만들기' })).toBeNull();
  });

  it('shows one card per tournament on a phone', async () => {
    onPhone();
    renderLeague(PAGE, GUEST_ANSWER, { [PATHS.list]: LIST });
    const list = await screen.findByRole('list', { name: '대회 목록' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText(/우승 Gary0/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '대회 목록' })).toBeNull();
  });
});
