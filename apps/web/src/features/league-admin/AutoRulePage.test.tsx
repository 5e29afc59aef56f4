import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { MSG } from '@carddogam/contract/messages';
import { preloadRoutes } from '../../test/render-app';
import { ADMIN, confirmIn, OPERATOR, paramsOf, PATHS, renderLeagueAdmin, rule } from './league-admin.fixture';

const PAGE = '/admin/league/auto';
const RULES = [
  rule(1),
  rule(2, { name: '수요 단판', weekday: 3, round_minutes: 25, enabled: false, next_start: null }),
];

function render(session: unknown = ADMIN) {
  return renderLeagueAdmin(
    PAGE,
    {
      [PATHS.autoList]: RULES,
      [PATHS.autoSave]: { id: 9, message: LEAGUE_MSG.autoSaved },
      [PATHS.autoDelete]: { message: LEAGUE_MSG.autoDeleted },
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '자동 생성 규칙' });
  await within(found).findByText('토요 리그');
  return found;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/admin/league/auto', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PAGE), 60_000);

  it('is for 관리자 only', async () => {
    const { api } = render(OPERATOR);
    expect(await screen.findByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(PATHS.autoList);
  });

  it('lists the rules with their schedule and next tournament', async () => {
    render();
    const list = await table();
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 8)).toEqual([
      '이름',
      '일정',
      '포맷',
      '레귤레이션',
      '최대 인원',
      '라운드 시간',
      '토너먼트',
      '접수 시작',
    ]);
    const [saturday, wednesday] = within(list).getAllByRole('row').slice(1);
    expect(cells(saturday!).slice(0, 10)).toEqual([
      '토요 리그',
      '매주 토 19:00',
      '스탠다드',
      'G, H',
      '64',
      '50분',
      '상위 8명',
      '72시간 전',
      '사용',
      '2026-11-28 19:00',
    ]);
    expect(cells(wednesday!).slice(8, 10)).toEqual(['중지', '-']);
    const tabs = screen.getByRole('tablist', { name: '공식대회 관리 메뉴' });
    expect(within(tabs).getByRole('tab', { name: '리그 자동 설정' })).toBeTruthy();
  });

  it('adds a rule through the dialog, checking it first', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '규칙 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '자동 생성 규칙 추가' });
    // The number of Swiss rounds is no setting: it follows the player count at the start.
    expect(
      within(dialog).getByText(
        '스위스 라운드 수는 대회 시작 때 참가 인원으로 정해집니다: 4–8명 3라운드 · 9–12명 4라운드 · 13–32명 5라운드 · 33–64명 6라운드 · 65–128명 7라운드 · 129–226명 8라운드 · 227명 이상 9라운드',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(LEAGUE_MSG.tournamentNameRequired)).toBeTruthy();
    expect(paramsOf(api, PATHS.autoSave)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /대회 이름/ }), {
      target: { value: '일요 리그' },
    });
    fireEvent.change(within(dialog).getByLabelText('요일'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/시작 시간/), { target: { value: '14:30' } });
    fireEvent.change(within(dialog).getByLabelText('토너먼트(탑컷)'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.autoSave)).toEqual([
        {
          name: '일요 리그',
          weekday: 0,
          start_time: '14:30',
          format: 'standard',
          regulation_marks: [],
          max_players: 64,
          round_minutes: 50,
          top_cut: 4,
          registration_hours: 72,
          enabled: true,
        },
      ]),
    );
    expect(await screen.findByText(LEAGUE_MSG.autoSaved)).toBeTruthy();
  });

  it('edits a rule with its id, and deletes one after a confirm', async () => {
    const { api } = render();
    const list = await table();
    fireEvent.click(within(list).getByRole('button', { name: '수요 단판 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '자동 생성 규칙 수정' });
    fireEvent.click(within(dialog).getByRole('switch', { name: /사용/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.autoSave)).toEqual([
        expect.objectContaining({ id: 2, name: '수요 단판', weekday: 3, round_minutes: 25, enabled: true }),
      ]),
    );

    fireEvent.click(within(list).getByRole('button', { name: '토요 리그 삭제' }));
    await confirmIn('자동 생성 규칙 삭제', '삭제');
    await waitFor(() => expect(paramsOf(api, PATHS.autoDelete)).toEqual([{ id: 1 }]));
  });
});
