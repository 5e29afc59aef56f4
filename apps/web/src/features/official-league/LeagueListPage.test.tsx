import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { preloadRoutes } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { LEAGUE, paramsOf, PATHS, renderLeague } from './league.fixture';

const LIST_ANSWER = { total: 1, date_from: '2026-08-20', date_to: '2026-11-20', items: [LEAGUE] };
const PASTE = '1 | Kim Minsu | 5-0\n2 | Lee Jiho | 4-1';

describe('/official_league/list', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/official_league/list');
  }, 60_000);

  it('lists the events and sends the filters of the address, then the ones chosen', async () => {
    const { api, router } = renderLeague('/official_league/list?division=Senior', GUEST_ANSWER, {
      [PATHS.list]: LIST_ANSWER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '공식대회' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '대회 목록' });
    const link = within(table).getByRole('link', { name: LEAGUE.name });
    expect(link.getAttribute('href')).toBe('/official_league/read?id=12');
    const row = link.closest('tr')!;
    for (const text of [
      '2026-11-14',
      '챔피언스리그',
      'Master',
      '대한민국',
      '코엑스',
      '512명',
      '2명',
      '스탠다드',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(paramsOf(api, PATHS.list)[0]).toEqual({ division: 'Senior', text: '', page: 1, size: 20 });
    expect(screen.getByRole('link', { name: '덱 순위' }).getAttribute('href')).toBe(
      '/official_league/deck_rank/list',
    );
    expect(screen.getByRole('link', { name: '선수' }).getAttribute('href')).toBe(
      '/official_league/player/list',
    );
    expect(screen.queryByRole('link', { name: '대회 등록' })).toBeNull();
    expect(screen.queryByRole('button', { name: '결과 제보' })).toBeNull();

    // The server's default period shows in the date boxes.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('시작일').value).toBe('2026-08-20'));
    expect(screen.getByLabelText<HTMLInputElement>('종료일').value).toBe('2026-11-20');
    // Only shown types are offered.
    const typeSelect = await screen.findByRole('combobox', { name: '대회 종류' });
    await waitFor(() => expect(within(typeSelect).getAllByRole('option')).toHaveLength(3));
    expect(within(typeSelect).queryByRole('option', { name: '숨긴 리그' })).toBeNull();

    fireEvent.change(typeSelect, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: '국가' }), { target: { value: 'JP' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: ' 서울 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.list).at(-1)).toEqual({
        type_id: 2,
        division: 'Senior',
        country_code: 'JP',
        text: '서울',
        date_to: '2026-10-31',
        page: 1,
        size: 20,
      }),
    );
    // The start date stayed the server's default, so the address leaves it out.
    expect(new URLSearchParams(router.state.location.search).get('date_from')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('type_id')).toBe('2');
  });

  it('shows an event on its day in the calendar and moves between months', async () => {
    const { api } = renderLeague(
      '/official_league/list?view=calendar&month=2026-11&division=Master',
      GUEST_ANSWER,
      {
        [PATHS.list]: { ...LIST_ANSWER, date_from: '2026-11-01', date_to: '2026-11-30' },
      },
    );
    const calendar = await screen.findByRole('table', { name: '2026년 11월 대회 일정' });
    const day = await waitFor(() => {
      const cell = calendar.querySelector<HTMLElement>('[data-date="2026-11-14"]');
      expect(cell).toBeTruthy();
      return cell!;
    });
    const link = await within(day).findByRole('link', { name: LEAGUE.name });
    expect(link.getAttribute('href')).toBe('/official_league/read?id=12');
    expect(
      within(calendar.querySelector<HTMLElement>('[data-date="2026-11-15"]')!).queryByRole('link'),
    ).toBeNull();
    expect(paramsOf(api, PATHS.list)[0]).toEqual({
      division: 'Master',
      text: '',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      page: 1,
      size: 100,
    });
    expect(screen.queryByLabelText('시작일')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByRole('table', { name: '2026년 12월 대회 일정' })).toBeTruthy();
    await waitFor(() =>
      expect(paramsOf(api, PATHS.list).at(-1)).toMatchObject({
        date_from: '2026-12-01',
        date_to: '2026-12-31',
      }),
    );
  });

  it('shows phones the events as cards and the calendar month as a list by day', async () => {
    const desktop = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    }));
    renderLeague('/official_league/list?view=calendar&month=2026-11', GUEST_ANSWER, {
      [PATHS.list]: { ...LIST_ANSWER, date_from: '2026-11-01', date_to: '2026-11-30' },
    });
    const agenda = await screen.findByRole('list', { name: '이달의 대회' });
    expect(within(agenda).getByText('11월 14일')).toBeTruthy();
    expect(within(agenda).getByRole('link', { name: LEAGUE.name })).toBeTruthy();
    expect(screen.getByLabelText('14일 대회 1개')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '목록' }));
    const cards = await screen.findByRole('list', { name: '대회 목록' });
    expect(within(cards).getByRole('link', { name: LEAGUE.name })).toBeTruthy();
  });

  it('switches from the list to the calendar with 목록 / 달력', async () => {
    const { router } = renderLeague('/official_league/list', GUEST_ANSWER, { [PATHS.list]: LIST_ANSWER });
    await screen.findByRole('table', { name: '대회 목록' });
    fireEvent.click(screen.getByRole('radio', { name: '달력' }));
    expect(await screen.findByRole('region', { name: '대회 달력' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('calendar');
  });

  it('offers 대회 등록 to permitted members and sends a report of an unlisted event', async () => {
    const { api } = renderLeague('/official_league/list', sessionUser({ permission_official_league: true }), {
      [PATHS.list]: LIST_ANSWER,
      [PATHS.report]: { id: 4, message: OFFICIAL_LEAGUE_MSG.reportSent },
    });
    expect((await screen.findByRole('link', { name: '대회 등록' })).getAttribute('href')).toBe(
      '/official_league/write',
    );
    fireEvent.click(screen.getByRole('button', { name: '결과 제보' }));
    const dialog = await screen.findByRole('dialog', { name: '대회 결과 제보' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '대회 이름' }), {
      target: { value: '부산 시티리그' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^대회 날짜/, { selector: 'input' }), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '장소' }), { target: { value: '벡스코' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '순위표' }), { target: { value: PASTE } });
    fireEvent.click(within(dialog).getByRole('button', { name: '제보하기' }));
    expect(await within(dialog).findByText(OFFICIAL_LEAGUE_MSG.reportSent)).toBeTruthy();
    expect(within(dialog).getByText(/승인하면 지급됩니다/)).toBeTruthy();
    expect(paramsOf(api, PATHS.report)).toEqual([
      { event_text: '대회: 부산 시티리그\n날짜: 2026-11-01\n장소: 벡스코', standings_text: PASTE },
    ]);
  });
});
