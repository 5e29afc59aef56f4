import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath, GUEST_ANSWER } from '../../test/session-fixtures';
import { application, paramsOf, PATHS, PLAYER, renderLeague, tournament } from './league.fixture';

const PAGE = '/league';
const none = { application: null, tournaments: [] };

function fillAndSend(name: string, uid: string) {
  const form = screen.getByRole('form', { name: '리그 참가 신청' });
  fireEvent.change(within(form).getByRole('textbox', { name: /PTCGL 이름/ }), { target: { value: name } });
  fireEvent.change(within(form).getByRole('textbox', { name: /PTCGL 플레이어 ID/ }), {
    target: { value: uid },
  });
  fireEvent.click(within(form).getByRole('button', { name: '참가 신청' }));
  return form;
}

describe('/league', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PAGE), 60_000);

  it('tells a guest what the league is and where to go, and asks them to log in to apply', async () => {
    const { api } = renderLeague(PAGE, GUEST_ANSWER);
    expect(await screen.findByRole('heading', { level: 1, name: '온라인 리그' })).toBeTruthy();
    expect(screen.getByText(/포켓몬 카드 게임 라이브\(PTCGL\)로 치르는/)).toBeTruthy();
    const links = screen.getByRole('navigation', { name: '리그 바로가기' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['대회 목록', '/league/tournament/list'],
      ['덱 통계', '/league/deck/list'],
      ['선수 순위', '/league/player/list'],
    ]);
    const apply = screen.getByRole('region', { name: '플레이어 등록' });
    expect(within(apply).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent('/league')}`,
    );
    expect(api.pathsCalled()).not.toContain(PATHS.me);
    await waitFor(() => expect(document.title.startsWith('온라인 리그 - ')).toBe(true));
  });

  it("checks the application form by the contract's rules before sending", async () => {
    const { api } = renderLeague(PAGE, PLAYER, { [PATHS.me]: none });
    await screen.findByRole('form', { name: '리그 참가 신청' });
    fillAndSend(' ', 'ab');
    expect(await screen.findByText(LEAGUE_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(LEAGUE_MSG.uidInvalid)).toBeTruthy();
    fillAndSend('AshK', 'ash 0001');
    expect(screen.queryByText(LEAGUE_MSG.nameRequired)).toBeNull();
    expect(screen.getByText(LEAGUE_MSG.uidInvalid)).toBeTruthy();
    expect(paramsOf(api, PATHS.apply)).toEqual([]);
  });

  it("shows the server's refusal of an application", async () => {
    const { api } = renderLeague(PAGE, PLAYER, { [PATHS.me]: none });
    failPath(api, PATHS.apply, 409, 'CONFLICT', LEAGUE_MSG.uidTaken);
    await screen.findByRole('form', { name: '리그 참가 신청' });
    const form = fillAndSend(' AshK ', 'ash-0001');
    expect((await within(form).findByRole('alert')).textContent).toBe(LEAGUE_MSG.uidTaken);
    expect(paramsOf(api, PATHS.apply)).toEqual([{ ptcgl_name: 'AshK', ptcgl_uid: 'ash-0001' }]);
  });

  it('sends the application and then shows it waiting for staff', async () => {
    let sent = false;
    renderLeague(PAGE, PLAYER, {
      [PATHS.me]: () => (sent ? { application: application('접수'), tournaments: [] } : none),
      [PATHS.apply]: () => {
        sent = true;
        return { id: 3, message: LEAGUE_MSG.applySent };
      },
    });
    await screen.findByRole('form', { name: '리그 참가 신청' });
    fillAndSend('AshK', 'ash-0001');
    const mine = await screen.findByRole('group', { name: '내 참가 신청' });
    expect(within(mine).getByText('승인 대기')).toBeTruthy();
    expect(within(mine).getByText('ash-0001')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '리그 참가 신청' })).toBeNull();
  });

  it('offers a refused member the form again with the reason', async () => {
    renderLeague(PAGE, PLAYER, {
      [PATHS.me]: { application: application('거절', 'ID 확인 불가'), tournaments: [] },
    });
    expect(await screen.findByText(/사유: ID 확인 불가/)).toBeTruthy();
    expect(screen.getByRole('form', { name: '리그 참가 신청' })).toBeTruthy();
  });

  it("shows an approved player's tournaments and their record link", async () => {
    renderLeague(PAGE, PLAYER, {
      [PATHS.me]: { application: application('승인'), tournaments: [tournament(31, { status: 'swiss' })] },
    });
    const table = await screen.findByRole('table', { name: '내 대회' });
    expect(within(table).getByRole('link', { name: '주간 리그 31' }).getAttribute('href')).toBe(
      '/league/tournament/detail?id=31',
    );
    expect(within(table).getByText('스위스 라운드')).toBeTruthy();
    expect(screen.getByText(/승인된 리그 플레이어입니다/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '리그 참가 신청' })).toBeNull();
    expect(screen.getByRole('link', { name: '내 전적' }).getAttribute('href')).toBe(
      '/record?user_id=trainer1',
    );
  });
});
