import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath, sessionUser } from '../../test/session-fixtures';
import {
  confirmIn,
  paramsOf,
  PATHS,
  PLAYER,
  registrationDetail,
  renderLeague,
  STAFF,
  swissDetail,
} from './league.fixture';

const SWISS = '/league/tournament/detail?id=30';
const OPEN = '/league/tournament/detail?id=40';
const staffAnswers = { [PATHS.me]: { application: null, tournaments: [] } };

describe("the staff's tournament controls", { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(SWISS, '/league/tournament/list'), 60_000);

  it('starts a tournament, links to its form and cancels it after a confirm', async () => {
    const { api, router } = renderLeague(OPEN, STAFF, {
      ...staffAnswers,
      [PATHS.detail]: registrationDetail(),
      [PATHS.start]: { round: 1, message: LEAGUE_MSG.started },
      [PATHS.cancel]: { message: LEAGUE_MSG.tournamentCancelled },
      [PATHS.list]: { total: 0, items: [] },
    });
    const controls = await screen.findByRole('region', { name: '대회 운영' });
    expect(within(controls).getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/league/tournament/update?id=40',
    );
    fireEvent.click(within(controls).getByRole('button', { name: '대회 시작' }));
    const dialog = await screen.findByRole('dialog', { name: '대회 시작' });
    expect(within(dialog).getByText(/5명으로 1라운드 대진을 짭니다/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '대회 시작' }));
    await waitFor(() => expect(paramsOf(api, PATHS.start)).toEqual([{ id: 40 }]));
    expect(await screen.findByText(LEAGUE_MSG.started)).toBeTruthy();

    fireEvent.click(within(controls).getByRole('button', { name: '대회 취소' }));
    await confirmIn('대회 취소', '대회 취소');
    await waitFor(() => expect(router.state.location.pathname).toBe('/league/tournament/list'));
    expect(paramsOf(api, PATHS.cancel)).toEqual([{ id: 40 }]);
  });

  it("pairs the next round, and shows the server's refusal while matches are open", async () => {
    const { api } = renderLeague(SWISS, STAFF, { ...staffAnswers, [PATHS.detail]: swissDetail() });
    failPath(api, PATHS.nextRound, 409, 'CONFLICT', LEAGUE_MSG.roundUnfinished(3));
    const controls = await screen.findByRole('region', { name: '대회 운영' });
    expect(within(controls).getByText(/2라운드 미확정 대전 3개/)).toBeTruthy();
    fireEvent.click(within(controls).getByRole('button', { name: '다음 라운드' }));
    const dialog = await screen.findByRole('dialog', { name: '다음 라운드' });
    expect(within(dialog).getByText('3라운드 대진을 짭니다.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '다음 라운드' }));
    expect(await screen.findByText(LEAGUE_MSG.roundUnfinished(3))).toBeTruthy();
    expect(paramsOf(api, PATHS.nextRound)).toEqual([{ id: 30 }]);
  });

  it('settles a disputed match with both reports in view', async () => {
    const { api } = renderLeague(SWISS, STAFF, {
      ...staffAnswers,
      [PATHS.detail]: swissDetail(),
      [PATHS.resolve]: { message: LEAGUE_MSG.resolved },
    });
    const table = await screen.findByRole('table', { name: '2라운드 대진' });
    const disputed = within(table).getByRole('button', { name: '테이블 3 결과 확정' });
    expect(within(disputed.closest('tr')!).getByText('승 / 승')).toBeTruthy();
    // Open matches can be settled too; a round already final has nothing to settle.
    expect(within(table).getByRole('button', { name: '테이블 1 결과 확정' })).toBeTruthy();
    fireEvent.click(disputed);
    const dialog = await screen.findByRole('dialog', { name: '테이블 3 결과 확정' });
    expect(within(dialog).getByText('보고: MistyW 승 · MayH 승')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'MayH 승' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(paramsOf(api, PATHS.resolve)).toEqual([{ match_id: 23, result: 'p2' }]));
    expect(await screen.findByText(LEAGUE_MSG.resolved)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '1라운드' }));
    const first = await screen.findByRole('table', { name: '1라운드 대진' });
    expect(within(first).queryByRole('button', { name: /결과 확정/ })).toBeNull();
  });

  it('drops a player from the next round after a confirm', async () => {
    const { api } = renderLeague(SWISS, STAFF, {
      ...staffAnswers,
      [PATHS.detail]: swissDetail(),
      [PATHS.drop]: { message: LEAGUE_MSG.dropped },
    });
    const entries = await screen.findByRole('table', { name: '참가자' });
    fireEvent.click(within(entries).getByRole('button', { name: 'DawnB 기권 처리' }));
    await confirmIn('기권 처리', '기권 처리');
    await waitFor(() => expect(paramsOf(api, PATHS.drop)).toEqual([{ tournament_id: 30, entry_id: 4 }]));
  });

  it.each([
    ['a player', PLAYER],
    ['일어알바, staff outside the league', sessionUser({ user_id: 'jp1', type: '일어알바' })],
  ])('shows %s none of the controls', async (_who, session) => {
    renderLeague(SWISS, session, { ...staffAnswers, [PATHS.detail]: swissDetail() });
    await screen.findByRole('table', { name: '2라운드 대진' });
    expect(screen.queryByRole('region', { name: '대회 운영' })).toBeNull();
    expect(screen.queryByRole('button', { name: /결과 확정/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /기권 처리/ })).toBeNull();
  });
});
