import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { LEAGUE, LEAGUE_READ, paramsOf, PATHS, renderLeague } from './league.fixture';

const WRITER = sessionUser({ user_id: 'writer1', permission_official_league: true });
const PASTE = '1 | Kim Minsu | 7-1-1\nPokémon: 1\n1 Unknown Card XYZ 1\n2 | Lee Jiho | 7-2';
const REFUSED = "3번째 줄: 'Unknown Card' 카드를 찾을 수 없습니다.\n외 1건의 오류가 더 있습니다.";

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillEvent() {
  const typeSelect = await screen.findByRole('combobox', { name: /^대회 종류/ });
  await waitFor(() => expect(within(typeSelect).getAllByRole('option').length).toBeGreaterThan(1));
  fireEvent.change(textbox(/^대회 이름/), { target: { value: '서울 시티리그' } });
  fireEvent.change(typeSelect, { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText(/^대회 날짜/, { selector: 'input' }), {
    target: { value: '2026-11-01' },
  });
  fireEvent.change(textbox('장소'), { target: { value: '강남 카드샵' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Senior' }));
  fireEvent.click(screen.getByRole('radio', { name: '익스팬디드' }));
}

describe('/official_league/write and /update', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes(
      '/official_league/write',
      '/official_league/update',
      '/official_league/read',
      '/auth/login',
    );
  }, 60_000);

  it('saves the event with its standings in one call and opens the event', async () => {
    const { api, router } = renderLeague('/official_league/write', WRITER, {
      [PATHS.insert]: { id: 77, standing_count: 2, message: OFFICIAL_LEAGUE_MSG.standingsSaved },
      [PATHS.read]: { ...LEAGUE_READ, id: 77 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '대회 등록' })).toBeTruthy();
    await fillEvent();
    fireEvent.change(textbox('순위표 붙여넣기'), {
      target: { value: '1 | Kim Minsu | 7-1-1\n2 | Lee Jiho | 7-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
    expect(router.state.location.pathname).toBe('/official_league/read');
    expect(paramsOf(api, PATHS.insert)).toEqual([
      {
        name: '서울 시티리그',
        type_id: 1,
        event_date: '2026-11-01',
        venue: '강남 카드샵',
        country_code: 'KR',
        division: 'Senior',
        player_count: null,
        format: 'expanded',
        regulation_marks: [],
        standings_text: '1 | Kim Minsu | 7-1-1\n2 | Lee Jiho | 7-2',
      },
    ]);
    expect(paramsOf(api, PATHS.standingSave)).toEqual([]);
  });

  it('shows a refused paste by its lines, keeps the text, and sends the whole event again on the next try', async () => {
    const { api, router } = renderLeague('/official_league/write', WRITER, {
      [PATHS.insert]: { id: 77, standing_count: 2, message: OFFICIAL_LEAGUE_MSG.standingsSaved },
    });
    failPath(api, PATHS.insert, 400, 'STANDINGS_INVALID', REFUSED);
    await fillEvent();
    fireEvent.change(textbox('순위표 붙여넣기'), { target: { value: PASTE } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    const alert = await screen.findByRole('alert', { name: '순위표를 저장하지 못했습니다' });
    expect(within(alert).getByText("3번째 줄: 'Unknown Card' 카드를 찾을 수 없습니다.")).toBeTruthy();
    expect(within(alert).getByText('외 1건의 오류가 더 있습니다.')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '순위표 붙여넣기' }).value).toBe(PASTE);
    expect(router.state.location.pathname).toBe('/official_league/write');

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(paramsOf(api, PATHS.insert)).toHaveLength(2));
    expect(paramsOf(api, PATHS.insert)[1]).toEqual(expect.objectContaining({ standings_text: PASTE }));
    expect(paramsOf(api, PATHS.update)).toEqual([]);
  });

  it('finds a malformed paste before sending anything', async () => {
    const { api } = renderLeague('/official_league/write', WRITER, {
      [PATHS.insert]: { id: 77, message: OFFICIAL_LEAGUE_MSG.saved },
    });
    await fillEvent();
    fireEvent.change(textbox('순위표 붙여넣기'), { target: { value: '4 Nest Ball SVI 181' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/^1번째 줄: 먼저 '순위 \| 선수 이름/)).toBeTruthy();
    expect(paramsOf(api, PATHS.insert)).toEqual([]);
  });

  it('asks for the required fields in Korean', async () => {
    const { api } = renderLeague('/official_league/write', WRITER);
    await screen.findByRole('heading', { level: 1, name: '대회 등록' });
    fireEvent.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText(OFFICIAL_LEAGUE_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText('대회 종류를 선택해주세요.')).toBeTruthy();
    expect(screen.getByText(OFFICIAL_LEAGUE_MSG.dateInvalid)).toBeTruthy();
    expect(screen.getByText(OFFICIAL_LEAGUE_MSG.divisionInvalid)).toBeTruthy();
    expect(paramsOf(api, PATHS.insert)).toEqual([]);
  });

  it('shows members without the permission the 403 screen', async () => {
    renderLeague('/official_league/write', sessionUser());
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(OFFICIAL_LEAGUE_MSG.writeForbidden)).toBeTruthy();
  });

  it('sends a guest to the login screen', async () => {
    const { router } = renderLeague('/official_league/write', GUEST_ANSWER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('fills the update form with the event and keeps the standings when the paste is empty', async () => {
    const { api, router } = renderLeague('/official_league/update?id=12', WRITER, {
      [PATHS.read]: LEAGUE_READ,
      [PATHS.update]: { id: 12, standing_count: null, message: OFFICIAL_LEAGUE_MSG.saved },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '대회 수정' })).toBeTruthy();
    await waitFor(() => expect(textbox(/^대회 이름/)).toHaveProperty('value', LEAGUE.name));
    expect(screen.getByText(/비워두면 지금 순위표를 그대로 둡니다/)).toBeTruthy();
    fireEvent.change(textbox('장소'), { target: { value: 'SETEC' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/official_league/read'));
    expect(paramsOf(api, PATHS.update)).toEqual([
      {
        id: 12,
        name: LEAGUE.name,
        type_id: 2,
        event_date: '2026-11-14',
        venue: 'SETEC',
        country_code: 'KR',
        division: 'Master',
        player_count: 512,
        format: 'standard',
        regulation_marks: ['G', 'H'],
        standings_text: '',
      },
    ]);
    expect(paramsOf(api, PATHS.standingSave)).toEqual([]);
  });

  it('refuses the update screen to a permitted member who did not write the event', async () => {
    renderLeague(
      '/official_league/update?id=12',
      sessionUser({ user_id: 'other', permission_official_league: true }),
      {
        [PATHS.read]: LEAGUE_READ,
      },
    );
    expect(await screen.findByText(OFFICIAL_LEAGUE_MSG.editForbidden)).toBeTruthy();
  });
});
