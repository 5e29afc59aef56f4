import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { CLAIM, DETAIL, LIST, PLAYER, PLAYERS, renderPlayers } from './official-players.fixture';

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('player screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/official_league/player/list', '/official_league/player/detail');
  }, 60_000);

  it('lists the players with their country, events, best finish and the 인증됨 badge', async () => {
    renderPlayers('/official_league/player/list', GUEST_ANSWER, { [LIST]: PLAYERS });
    expect(await screen.findByRole('heading', { level: 1, name: '선수' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '선수 목록' });
    const [kim, alex] = within(table).getAllByRole('row').slice(1);
    expect(within(kim!).getByRole('link', { name: '김지우' }).getAttribute('href')).toBe(
      '/official_league/player/detail?id=21',
    );
    expect(within(kim!).getByText('인증됨')).toBeTruthy();
    await waitFor(() => expect(cellTexts(kim!).slice(1)).toEqual(['대한민국', '5회', '1위']));
    expect(cellTexts(alex!).slice(1)).toEqual(['미국', '1회', '-']);
    expect(within(alex!).queryByText('인증됨')).toBeNull();
  });

  it('searches by name through the address and pages through the results', async () => {
    const many = { total: 45, items: PLAYERS.items };
    const { callsTo, router } = renderPlayers('/official_league/player/list', GUEST_ANSWER, { [LIST]: many });
    await screen.findByRole('table', { name: '선수 목록' });
    expect(callsTo(LIST)[0]).toEqual({ text: '', page: 1, size: 20 });

    fireEvent.change(screen.getByRole('textbox', { name: '선수 이름' }), { target: { value: ' 김지 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(callsTo(LIST).at(-1)).toEqual({ text: '김지', page: 1, size: 20 }));
    expect(router.state.location.search).toBe(`?text=${encodeURIComponent('김지')}`);

    fireEvent.click(await screen.findByRole('button', { name: '3페이지' }));
    await waitFor(() => expect(callsTo(LIST).at(-1)).toEqual({ text: '김지', page: 3, size: 20 }));
  });

  it("shows a player's figures, decks and results newest first, and asks a guest to log in to claim", async () => {
    const { callsTo } = renderPlayers('/official_league/player/detail?id=22', GUEST_ANSWER, {
      [DETAIL]: PLAYER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Kim' })).toBeTruthy();
    expect(callsTo(DETAIL)[0]).toEqual({ id: 22 });
    expect(within(screen.getByRole('group', { name: '최고 순위' })).getByText('3위')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '참가 대회' })).getByText('2회')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: '국가' })).getByText('미국')).toBeTruthy(),
    );

    const decks = screen.getByRole('region', { name: '사용한 덱' });
    expect(within(decks).getByRole('link', { name: '드래펄트 ex' }).getAttribute('href')).toBe(
      '/official_league/deck_rank/detail?id=3',
    );
    expect(within(decks).getByText('기타')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: '대회 결과' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['2026-11-02', '챔피언스리그 서울', '챔피언스리그', 'Master', '3위', '드래펄트 ex', '6-2-1'],
      ['2026-09-13', '시티리그 부산', '시티리그', 'Junior', '12위', '기타', '3-3-0'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '챔피언스리그 서울' }).getAttribute('href')).toBe(
      '/official_league/read?id=11',
    );

    expect(screen.queryByRole('button', { name: '내 이름으로 인증 요청' })).toBeNull();
    const claim = screen.getByRole('region', { name: '선수 인증' });
    expect(within(claim).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent('/official_league/player/detail?id=22')}`,
    );
  });

  it("sends a member's claim for the player and shows the server's answer", async () => {
    const { callsTo } = renderPlayers('/official_league/player/detail?id=22', sessionUser(), {
      [DETAIL]: PLAYER,
      [CLAIM]: { id: 5, message: OFFICIAL_LEAGUE_MSG.claimSent },
    });
    fireEvent.click(await screen.findByRole('button', { name: '내 이름으로 인증 요청' }));
    expect(await screen.findByText(OFFICIAL_LEAGUE_MSG.claimSent)).toBeTruthy();
    expect(callsTo(CLAIM)).toEqual([{ player_id: 22 }]);
    // The player's page is asked again, as the claim may have changed it.
    await waitFor(() => expect(callsTo(DETAIL).length).toBeGreaterThan(1));
  });

  it('shows why a claim was refused', async () => {
    renderPlayers('/official_league/player/detail?id=22', sessionUser(), { [DETAIL]: PLAYER }, (api) =>
      failPath(api, CLAIM, 409, 'PLAYER_CLAIMED', OFFICIAL_LEAGUE_MSG.claimPendingByOther),
    );
    fireEvent.click(await screen.findByRole('button', { name: '내 이름으로 인증 요청' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICIAL_LEAGUE_MSG.claimPendingByOther);
  });

  it('offers no claim for a name already linked to a member', async () => {
    renderPlayers('/official_league/player/detail?id=22', sessionUser(), {
      [DETAIL]: { ...PLAYER, claimed: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Alex Kim' });
    expect(screen.getByText('인증됨')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '내 이름으로 인증 요청' })).toBeNull();
  });

  it('says so when the player does not exist', async () => {
    renderPlayers('/official_league/player/detail?id=404', GUEST_ANSWER, {}, (api) =>
      failPath(api, DETAIL, 404, 'PLAYER_NOT_FOUND', OFFICIAL_LEAGUE_MSG.playerMissing),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICIAL_LEAGUE_MSG.playerMissing);
    expect(screen.getByRole('link', { name: '선수 목록' }).getAttribute('href')).toBe(
      '/official_league/player/list',
    );
  });
});
