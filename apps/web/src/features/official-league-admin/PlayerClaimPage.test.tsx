import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { officialPlayerCalls as calls } from '@carddogam/contract/calls/official-league-players';
import { MSG } from '@carddogam/contract/messages';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import {
  claim,
  confirmIn,
  MANAGER,
  MEMBER,
  paramsOf,
  renderLeagueAdmin,
} from './official-league-admin.fixture';

const PATH = '/admin/league/player_claim';

/** The fake queue: the waiting claim until it is decided, and a decided one under 승인. */
function render(session: unknown = MANAGER) {
  let decided = false;
  const api = renderLeagueAdmin(
    PATH,
    {
      [calls.claimList.path]: (p: unknown) => {
        const { status } = p as { status: string };
        if (status === '승인')
          return {
            total: 1,
            items: [
              claim(2, { status: '승인', handled_at: '2026-11-22 08:00', player: { id: 41, name: 'Lee' } }),
            ],
          };
        return decided ? { total: 0, items: [] } : { total: 1, items: [claim(1)] };
      },
      [calls.claimApprove.path]: () => {
        decided = true;
        return { message: M.claimApproved };
      },
      [calls.claimRefuse.path]: () => {
        decided = true;
        return { message: M.claimRefused };
      },
    },
    session,
  );
  return api;
}

async function table() {
  const found = await screen.findByRole('table', { name: '선수 인증 신청' });
  await within(found).findByText('민수 (minsu)');
  return found;
}

describe('/admin/league/player_claim', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for staff: a member gets the 403 screen', async () => {
    const { api } = render(MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.claimList.path);
  });

  it('lists waiting claims first, with the member, a link to the player and the status', async () => {
    const { api } = render();
    const list = await table();
    expect(paramsOf(api, calls.claimList.path)[0]).toEqual({ status: '접수', page: 1, size: 20 });
    expect(within(list).getByRole('link', { name: 'Kim Minsu' }).getAttribute('href')).toBe(
      '/official_league/player/detail?id=40',
    );
    expect(within(list).getByText('2026-11-20 14:05')).toBeTruthy();
    expect(within(list).getByText('접수')).toBeTruthy();
    expect(screen.getByText('총 1건')).toBeTruthy();
    // A 매니저 sees only the staff tabs.
    const tabs = screen.getByRole('tablist', { name: '공식대회 관리 메뉴' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['선수 인증', '공식대회 제보', 'UID 신청']);

    fireEvent.click(screen.getByRole('radio', { name: '승인' }));
    expect(await within(list).findByRole('link', { name: 'Lee' })).toBeTruthy();
    expect(paramsOf(api, calls.claimList.path).at(-1)).toEqual({ status: '승인', page: 1, size: 20 });
    expect(within(list).queryByRole('button', { name: 'Lee 신청 승인' })).toBeNull();
  });

  it('approves after confirming, then reads the queue and its total again', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Kim Minsu 신청 승인' }));
    await screen.findByRole('dialog', { name: '선수 인증 승인' });
    expect(api.pathsCalled()).not.toContain(calls.claimApprove.path);
    await confirmIn('선수 인증 승인', '승인');
    await waitFor(() => expect(paramsOf(api, calls.claimApprove.path)).toEqual([{ id: 1 }]));
    expect(await screen.findByText(M.claimApproved)).toBeTruthy();
    expect(await screen.findByText('조건에 맞는 신청이 없습니다')).toBeTruthy();
    expect(screen.getByText('총 0건')).toBeTruthy();
  });

  it('refuses after confirming', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Kim Minsu 신청 거절' }));
    await confirmIn('선수 인증 거절', '거절');
    await waitFor(() => expect(paramsOf(api, calls.claimRefuse.path)).toEqual([{ id: 1 }]));
    expect(await screen.findByText(M.claimRefused)).toBeTruthy();
  });

  it('shows the server’s refusal of an approval', async () => {
    const { api } = render();
    failPath(api, calls.claimApprove.path, 409, 'PLAYER_CLAIMED', M.claimTaken);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Kim Minsu 신청 승인' }));
    await confirmIn('선수 인증 승인', '승인');
    expect(await screen.findByText(M.claimTaken)).toBeTruthy();
  });
});
