import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ATTENDANCE_MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

const TODAY = '2026-11-25';

function row(rank: number, user_id: string, nickname: string, greeting: string, points: number, streak = 1) {
  return {
    rank,
    // 00:05 and on, Korean time.
    time: `2026-11-24T15:0${rank + 4}:00.000Z`,
    user: { user_id, nickname, type: '사용자', grade: 3, collection_show: false },
    greeting,
    points,
    streak,
  };
}

const OTHERS = [
  row(1, 'early1', '일찍일어난새', '좋은 아침입니다', 40, 8),
  row(2, 'early2', '부지런맨', '출석!', 30),
];
const MINE = row(3, 'trainer1', '피카츄사랑', '오늘도 화이팅', 25, 3);

const SETTINGS = [
  { id: 1, menu: '출석체크', activity: '출석', amount: 15 },
  { id: 2, menu: '출석체크', activity: '1등', amount: 30 },
  { id: 3, menu: '출석체크', activity: '7일 연속', amount: 70 },
  { id: 4, menu: '리뷰', activity: '작성', amount: 5 },
];

/** A fake server whose answers change once the member has checked in. */
function renderDayCheck(session: unknown = sessionUser()) {
  let checkedIn = false;
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/point/setting/list': SETTINGS,
    '/api/day_check/month': (params: unknown) => {
      const { year = 2026, month = 11 } = params as { year?: number; month?: number };
      const current = year === 2026 && month === 11;
      return {
        year,
        month,
        today: TODAY,
        days: current ? ['2026-11-23', '2026-11-24', ...(checkedIn ? [TODAY] : [])] : ['2026-10-31'],
        checked_today: checkedIn,
        streak: checkedIn ? 3 : 2,
        mine: checkedIn ? MINE : null,
      };
    },
    '/api/day_check/today': () => {
      const items = checkedIn ? [...OTHERS, MINE] : OTHERS;
      return { day: TODAY, total: items.length, items };
    },
    '/api/day_check/insert': () => {
      checkedIn = true;
      return {
        day: TODAY,
        rank: 3,
        streak: 3,
        points: 25,
        parts: [{ activity: '출석', amount: 25 }],
        message: '출석했습니다! 25P가 적립되었습니다.',
      };
    },
  });
  return { api, ...renderApp('/day_check') };
}

const calendar = () => screen.findByRole('region', { name: '출석 달력' });

describe('/day_check', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/day_check');
  }, 60_000);

  it("marks my days in the month, shows the day's points from the settings and today's list by rank", async () => {
    renderDayCheck();
    const month = await calendar();
    expect(within(month).getByText('2026년 11월')).toBeTruthy();
    expect(within(month).getByText('11월 24일 출석')).toBeTruthy();
    expect(within(month).getByText('11월 25일 (오늘)')).toBeTruthy();
    expect(within(month).getByText('11월 22일')).toBeTruthy();

    const points = await screen.findByRole('table', { name: '출석 포인트 표' });
    const pointRows = within(points).getAllByRole('row').slice(1);
    expect(pointRows.map((r) => r.textContent)).toEqual([
      '출석출석할 때마다15P',
      '1등그날 1번째로 출석30P',
      '7일 연속연속 출석 7일째마다70P',
    ]);

    const list = await screen.findByRole('table', { name: '오늘의 출석부' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1등')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: '일찍일어난새 메뉴' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('00:05');
    expect(rows[0]!.textContent).toContain('좋은 아침입니다');
    expect(rows[0]!.textContent).toContain('40P');
    expect(rows[0]!.textContent).toContain('8일째');
    expect(screen.getByText('총 2명')).toBeTruthy();
    expect(screen.getByText(`${TODAY} · 연속 2일째 출석 중`)).toBeTruthy();
  });

  it('checks in with a greeting, then shows my rank and asks for the calendar, the list and the session again', async () => {
    const { api } = renderDayCheck();
    const greeting = await screen.findByRole('textbox', { name: '인사말' });
    expect(screen.getByText(/오늘 출석하면 연속 3일째입니다/)).toBeTruthy();
    fireEvent.change(greeting, { target: { value: '  오늘도 화이팅  ' } });
    const before = api.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '출석하기' }));

    expect(await screen.findByText('오늘 3등으로 출석했습니다.')).toBeTruthy();
    expect(screen.getByText('연속 3일째 · 25P 적립')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '인사말' })).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/day_check/insert')?.params).toEqual({
      greeting: '오늘도 화이팅',
    });
    const after = api.calls.slice(before).map((c) => c.path);
    expect(after).toEqual(
      expect.arrayContaining(['/api/day_check/month', '/api/day_check/today', '/api/auth/session']),
    );
    expect(await screen.findByText('11월 25일 출석 (오늘)')).toBeTruthy();
    const list = screen.getByRole('table', { name: '오늘의 출석부' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4));
    expect(within(list).getByText('3등')).toBeTruthy();
  });

  it('refuses an empty or too long greeting without asking the server', async () => {
    const { api } = renderDayCheck();
    const greeting = await screen.findByRole('textbox', { name: '인사말' });
    fireEvent.click(screen.getByRole('button', { name: '출석하기' }));
    expect(await screen.findByText(ATTENDANCE_MSG.greetingRequired)).toBeTruthy();
    fireEvent.change(greeting, { target: { value: '가'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: '출석하기' }));
    expect(await screen.findByText(ATTENDANCE_MSG.greetingTooLong)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain('/api/day_check/insert');
  });

  it("shows the server's refusal in Korean", async () => {
    const { api } = renderDayCheck();
    failPath(api, '/api/day_check/insert', 429, 'ATTENDANCE_IP_LIMIT', ATTENDANCE_MSG.ipLimit);
    fireEvent.change(await screen.findByRole('textbox', { name: '인사말' }), { target: { value: '안녕' } });
    fireEvent.click(screen.getByRole('button', { name: '출석하기' }));
    expect(await screen.findByText(ATTENDANCE_MSG.ipLimit)).toBeTruthy();
  });

  it('offers guests the login instead of the form', async () => {
    renderDayCheck(GUEST_ANSWER);
    const panel = await screen.findByRole('region', { name: '출석하기' });
    const login = within(panel).getByRole('link', { name: '로그인' });
    expect(screen.getByText(ATTENDANCE_MSG.loginRequired)).toBeTruthy();
    expect(login.getAttribute('href')).toBe('/auth/login?next=%2Fday_check');
    expect(screen.queryByRole('textbox', { name: '인사말' })).toBeNull();
  });

  it('goes to the previous month and not past the current one', async () => {
    const { api } = renderDayCheck();
    const month = await calendar();
    expect((within(month).getByRole('button', { name: '다음 달' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(month).getByRole('button', { name: '이전 달' }));
    expect(await within(month).findByText('2026년 10월')).toBeTruthy();
    expect(await within(month).findByText('10월 31일 출석')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/day_check/month').map((c) => c.params)).toContainEqual({
      year: 2026,
      month: 10,
    });
  });

  it('lists today as cards on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: true,
    })) as typeof window.matchMedia;
    try {
      renderDayCheck();
      const list = await screen.findByRole('list', { name: '오늘의 출석부' });
      expect(screen.queryByRole('table', { name: '오늘의 출석부' })).toBeNull();
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]!.textContent).toContain('1등');
      expect(items[0]!.textContent).toContain('+40P · 연속 8일째');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
