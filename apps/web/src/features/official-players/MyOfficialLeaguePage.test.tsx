import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { preloadRoutes } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { MINE, renderPlayers, RESULTS } from './official-players.fixture';

const CLAIMS = [
  {
    id: 9,
    player: { id: 22, name: 'Alex Kim' },
    status: '승인' as const,
    created: '2026-11-01T15:30:00.000Z',
    handled_at: '2026-11-03T01:00:00.000Z',
  },
  {
    id: 4,
    player: { id: 30, name: 'Alex K.' },
    status: '거절' as const,
    created: '2026-10-20T01:00:00.000Z',
    handled_at: '2026-10-21T01:00:00.000Z',
  },
];

describe('/mypage/official_league', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/official_league', '/auth/login');
  }, 60_000);

  it("shows the member's claims with their status and the confirmed player's results", async () => {
    const { api } = renderPlayers('/mypage/official_league', sessionUser(), {
      [MINE]: { claims: CLAIMS, player: { id: 22, name: 'Alex Kim' }, results: RESULTS },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '나의 공식대회' })).toBeTruthy();
    const claims = await screen.findByRole('table', { name: '인증 요청 내역' });
    const rows = within(claims).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Dates in Korean time: 15:30 UTC on the 1st is already the 2nd in Seoul.
      ['Alex Kim', '승인', '2026-11-02', '2026-11-03'],
      ['Alex K.', '거절', '2026-10-20', '2026-10-21'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Alex Kim' }).getAttribute('href')).toBe(
      '/official_league/player/detail?id=22',
    );

    const results = screen.getByRole('region', { name: 'Alex Kim 선수의 대회 결과' });
    const resultRows = within(within(results).getByRole('table', { name: '대회 결과' })).getAllByRole('row');
    expect(resultRows).toHaveLength(3);
    expect(within(resultRows[1]!).getByText('챔피언스리그 서울')).toBeTruthy();
    expect(within(resultRows[1]!).getByText('6-2-1')).toBeTruthy();

    const guide = screen.getByRole('region', { name: '선수 이름 인증 방법' });
    expect(within(guide).getByRole('link', { name: '선수 목록' }).getAttribute('href')).toBe(
      '/official_league/player/list',
    );
    expect(api.calls.find((c) => c.path === MINE)?.params).toEqual({});
  });

  it('explains how to claim before any claim, without a results section', async () => {
    renderPlayers('/mypage/official_league', sessionUser(), {
      [MINE]: { claims: [], player: null, results: [] },
    });
    expect(await screen.findByText('인증 요청 내역이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: '대회 결과' })).toBeNull();
    expect(screen.getByRole('region', { name: '선수 이름 인증 방법' })).toBeTruthy();
  });

  it('sends a guest to the login screen', async () => {
    const { router, callsTo } = renderPlayers('/mypage/official_league', GUEST_ANSWER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/mypage/official_league')}`);
    expect(callsTo(MINE)).toHaveLength(0);
  });
});
