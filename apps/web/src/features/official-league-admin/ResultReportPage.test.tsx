import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { officialPlayerCalls as calls } from '@carddogam/contract/calls/official-league-players';
import { MSG } from '@carddogam/contract/messages';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import {
  chooseOption,
  league,
  MANAGER,
  MEMBER,
  paramsOf,
  renderLeagueAdmin,
  report,
  STANDINGS_TEXT,
} from './official-league-admin.fixture';

const PATH = '/admin/provide/official_league';
const LISTED = report(1);
const UNLISTED = report(2, { league: null, event_text: '부산 짐배틀 2026-11-16 서면점' });

function render(path = PATH, session: unknown = MANAGER) {
  return renderLeagueAdmin(
    path,
    {
      [calls.reportList.path]: (p: unknown) =>
        (p as { status: string }).status === '거절'
          ? { total: 1, items: [report(3, { status: '거절', review_memo: '중복 제보' })] }
          : { total: 2, items: [LISTED, UNLISTED] },
      [calls.reportApprove.path]: { count: 32, reward_point: 50, message: M.reportApproved },
      [calls.reportReject.path]: { message: M.reportRejected },
      [officialLeagueCalls.list.path]: (p: unknown) => ({
        total: 1,
        date_from: '2000-01-01',
        date_to: '2026-11-24',
        items: (p as { text: string }).text
          ? [league(30, '부산 짐배틀', { standing_count: 12 })]
          : [league(31, '서울 시티리그'), league(30, '부산 짐배틀', { standing_count: 12 })],
      }),
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '공식대회 제보' });
  await within(found).findAllByText('이슬 (misty)');
  return found;
}

async function openReport(id: number) {
  await table();
  fireEvent.click(await screen.findByRole('button', { name: `제보 ${id} 보기` }));
  return screen.findByRole('dialog', { name: `대회 결과 제보 #${id}` });
}

describe('/admin/provide/official_league', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for staff: a member gets the 403 screen', async () => {
    const { api } = render(PATH, MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.reportList.path);
  });

  it('lists waiting reports with the event linked when it is listed, and filters by status', async () => {
    const { api } = render();
    const list = await table();
    expect(paramsOf(api, calls.reportList.path)[0]).toEqual({ status: '접수', page: 1, size: 20 });
    expect(within(list).getByRole('link', { name: '2026-11-15 서울 시티리그' }).getAttribute('href')).toBe(
      '/official_league/read?id=12',
    );
    expect(within(list).getByText('부산 짐배틀 2026-11-16 서면점')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '거절' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.reportList.path).at(-1)).toMatchObject({ status: '거절' }),
    );
    const dialog = await openReport(3);
    expect(within(dialog).getByText('중복 제보')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '승인' })).toBeNull();
  });

  it('shows the pasted standings and approves a report of a listed event with a memo', async () => {
    const { api } = render();
    const dialog = await openReport(1);
    const standings = within(dialog).getByRole('region', { name: '제보된 순위표' });
    expect(standings.textContent).toBe(STANDINGS_TEXT);
    expect(within(dialog).queryByLabelText('반영할 대회', { selector: 'input' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '메모' }), {
      target: { value: '감사합니다' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.reportApprove.path)).toEqual([{ id: 1, memo: '감사합니다' }]),
    );
    expect(
      await screen.findByText(`${M.reportApproved} (순위 32명 등록, 제보자에게 50P를 지급했습니다)`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '대회 결과 제보 #1' })).toBeNull());
  });

  it('asks for the event of an unlisted report, found with the events search', async () => {
    const { api } = render();
    const dialog = await openReport(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await within(dialog).findByText(M.leagueRequired)).toBeTruthy();
    expect(paramsOf(api, calls.reportApprove.path)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '대회 검색' }), {
      target: { value: '부산' },
    });
    await waitFor(() =>
      expect(paramsOf(api, officialLeagueCalls.list.path).at(-1)).toEqual({
        text: '부산',
        date_from: '2000-01-01',
        page: 1,
        size: 20,
      }),
    );
    await chooseOption(
      within(dialog).getByLabelText('반영할 대회', { selector: 'input', exact: false }),
      '2026-11-01 · 부산 짐배틀 (Master, 순위 12명 등록됨)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(paramsOf(api, calls.reportApprove.path)).toEqual([{ id: 2, league_id: 30 }]));
  });

  it('rejects with a memo, and shows the server’s refusal', async () => {
    const { api } = render();
    failPath(api, calls.reportReject.path, 403, 'OWN_REPORT', M.reportOwn);
    const dialog = await openReport(1);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '메모' }), {
      target: { value: '중복 제보' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText(M.reportOwn)).toBeTruthy();
    expect(paramsOf(api, calls.reportReject.path)).toEqual([{ id: 1, memo: '중복 제보' }]);
  });

  it('opens the report a staff alarm links to', async () => {
    render(`${PATH}?id=2`);
    const dialog = await screen.findByRole('dialog', { name: '대회 결과 제보 #2' });
    expect(within(dialog).getByText('부산 짐배틀 2026-11-16 서면점')).toBeTruthy();
  });
});
