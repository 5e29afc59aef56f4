import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { MSG } from '@carddogam/contract/messages';
import { preloadRoutes } from '../../test/render-app';
import {
  paramsOf,
  PATHS,
  PLAYER,
  registrationDetail,
  renderLeague,
  STAFF,
  swissDetail,
} from './league.fixture';

const WRITE = '/league/tournament/write';
const UPDATE = '/league/tournament/update?id=40';
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, select' });

describe('the tournament form', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(WRITE, UPDATE, '/league/tournament/detail'), 60_000);

  it('is for league staff only', async () => {
    const { api } = renderLeague(WRITE, PLAYER);
    expect(await screen.findByText(MSG.staffOnly)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '대회 정보' })).toBeNull();
    expect(api.pathsCalled()).not.toContain(PATHS.save);
  });

  it('makes a tournament in Korean time and opens its page', async () => {
    const { api, router } = renderLeague(WRITE, STAFF, {
      [PATHS.save]: { id: 77, message: LEAGUE_MSG.tournamentSaved },
      [PATHS.detail]: registrationDetail({ id: 77 }),
    });
    await screen.findByRole('form', { name: '대회 정보' });
    fireEvent.change(field(/대회 이름/), { target: { value: ' 토요 리그 ' } });
    fireEvent.change(field(/대회 시작/), { target: { value: '2026-12-05T19:00' } });
    fireEvent.change(field(/참가 접수 시작/), { target: { value: '2026-12-02T19:00' } });
    fireEvent.change(field(/토너먼트/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: '익스팬디드' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
    expect(router.state.location.pathname).toBe('/league/tournament/detail');
    expect(paramsOf(api, PATHS.save)).toEqual([
      {
        name: '토요 리그',
        format: 'expanded',
        regulation_marks: [],
        starts_at: '2026-12-05T19:00:00+09:00',
        registration_opens_at: '2026-12-02T19:00:00+09:00',
        max_players: 64,
        round_minutes: 50,
        top_cut: 2,
      },
    ]);
  });

  it('names what to correct before sending anything', async () => {
    const { api } = renderLeague(WRITE, STAFF);
    await screen.findByRole('form', { name: '대회 정보' });
    fireEvent.change(field(/대회 시작/), { target: { value: '2026-12-05T19:00' } });
    fireEvent.change(field(/참가 접수 시작/), { target: { value: '2026-12-06T19:00' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(LEAGUE_MSG.tournamentNameRequired)).toBeTruthy();
    expect(screen.getByText(LEAGUE_MSG.registrationWindowInvalid)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(PATHS.save);
  });

  it('changes a tournament still taking registrations, with its id', async () => {
    const { api } = renderLeague(UPDATE, STAFF, {
      [PATHS.detail]: registrationDetail(),
      [PATHS.save]: { id: 40, message: LEAGUE_MSG.tournamentSaved },
    });
    await screen.findByRole('form', { name: '대회 정보' });
    expect((field(/대회 이름/) as HTMLInputElement).value).toBe('주간 리그 40');
    expect((field(/대회 시작/) as HTMLInputElement).value).toBe('2026-11-24T19:00');
    fireEvent.change(field(/대회 이름/), { target: { value: '주간 리그 40 (수정)' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.save)).toEqual([
        expect.objectContaining({
          id: 40,
          name: '주간 리그 40 (수정)',
          regulation_marks: ['G', 'H'],
          top_cut: 4,
        }),
      ]),
    );
  });

  it('says a started tournament can no longer be changed', async () => {
    renderLeague(UPDATE, STAFF, { [PATHS.detail]: swissDetail({ id: 40 }) });
    expect(await screen.findByRole('heading', { level: 1, name: '대회 수정' })).toBeTruthy();
    expect(await screen.findByText(LEAGUE_MSG.notEditable)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '대회 정보' })).toBeNull();
  });
});
