import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath, GUEST_ANSWER } from '../../test/session-fixtures';
import {
  deckCard,
  application,
  confirmIn,
  ENTRIES,
  match,
  MINE,
  onPhone,
  paramsOf,
  PATHS,
  PLAYER,
  renderLeague,
  ROUND_ONE,
  ROUND_TWO,
  STANDINGS,
  swissDetail,
} from './league.fixture';

const PAGE = '/league/tournament/detail?id=30';
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** A player's view: the detail answer can change as the test goes, like the server's. */
function renderPlayer(first: TournamentDetail, extra: Record<string, unknown> = {}) {
  const state = { detail: first };
  const rendered = renderLeague(PAGE, PLAYER, {
    [PATHS.me]: { application: application('승인'), tournaments: [] },
    [PATHS.detail]: () => state.detail,
    ...extra,
  });
  return { ...rendered, state };
}

describe('/league/tournament/detail', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PAGE), 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a guest the facts, the current pairings, the standings and the players, without any controls', async () => {
    const { api } = renderLeague(PAGE, GUEST_ANSWER, { [PATHS.detail]: swissDetail() });
    expect(await screen.findByRole('heading', { level: 1, name: '주간 리그 30' })).toBeTruthy();
    expect(paramsOf(api, PATHS.detail)[0]).toEqual({ id: 30 });
    expect(screen.getByText('스위스 라운드', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '참가' })).getByText('6/32명')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '스위스 라운드' })).getByText('3라운드')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '토너먼트' })).getByText('상위 4명')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '시작' })).getByText('2026-11-24 19:00')).toBeTruthy();

    // The current round opens first, tables in order, RK9's four columns.
    const current = screen.getByRole('table', { name: '2라운드 대진' });
    expect(bodyRows(current).map(cells)).toEqual([
      ['1', 'Gary0', 'DawnB', '진행 중'],
      ['2', 'BrockS', 'AshK', '진행 중'],
      ['3', 'MistyW', 'MayH', '운영진 확인 중이의'],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '1라운드' }));
    const first = await screen.findByRole('table', { name: '1라운드 대진' });
    expect(bodyRows(first).map((row) => cells(row)[3])).toEqual(['AshK 승', '무승부', 'Gary0 승']);

    // Standings: record, match points and both tiebreakers as percentages with one decimal.
    const standings = screen.getByRole('table', { name: '순위표' });
    const rows = bodyRows(standings);
    expect(cells(rows[0]!)).toEqual(['1', 'AshK', '리자몽ex', '1-0-0', '3', '25.0%', '62.5%']);
    expect(cells(rows[2]!)).toEqual(['3', 'BrockS', '기타', '0-0-1', '1', '50.0%', '41.7%']);
    expect(within(rows[5]!).getByText('기권')).toBeTruthy();
    expect(screen.getByText(/25% 미만은\s*25%로 계산/)).toBeTruthy();

    const entries = screen.getByRole('table', { name: '참가자' });
    expect(within(entries).getByRole('link', { name: '드래펄트ex' }).getAttribute('href')).toBe(
      '/league/deck/detail?id=7',
    );
    expect(within(entries).queryByRole('columnheader', { name: '덱 리스트' })).toBeNull();
    expect(screen.getByText(/덱 리스트는 대회가 끝난 뒤 공개됩니다/)).toBeTruthy();

    expect(screen.queryByRole('region', { name: '대회 운영' })).toBeNull();
    expect(screen.queryByRole('button', { name: /결과 확정/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '보고 (1 / 2)' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /내 대전/ })).toBeNull();
    await waitFor(() => expect(document.title.startsWith('리그 대회 - ')).toBe(true));
  });

  it("puts the player's match first and sends their report with who went first", async () => {
    const { api, state } = renderPlayer(swissDetail({ mine: MINE }), {
      [PATHS.report]: () => {
        state.detail = swissDetail({
          mine: MINE,
          matches: [
            ...ROUND_ONE,
            ...ROUND_TWO.map((m) => (m.id === 22 ? { ...m, report2: 'win' as const } : m)),
          ],
        });
        return { state: 'waiting', message: LEAGUE_MSG.reportWaiting };
      },
    });
    const card = await screen.findByRole('region', { name: '내 대전 · 2라운드' });
    expect(within(within(card).getByRole('group', { name: '테이블' })).getByText('2')).toBeTruthy();
    expect(within(within(card).getByRole('group', { name: '상대' })).getByText('BrockS')).toBeTruthy();
    expect(within(card).getByLabelText('대전 상태').textContent).toBe('결과 보고 전');
    expect(within(card).getByRole('button', { name: '무' })).toBeTruthy();

    fireEvent.click(within(card).getByText('후공'));
    fireEvent.click(within(card).getByRole('button', { name: '승' }));
    const dialog = await screen.findByRole('dialog', { name: '결과 보고' });
    expect(within(dialog).getByText(/BrockS 상대 대전을 '승'\(으\)로 보고합니다 \(후공\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '보고' }));

    await waitFor(() =>
      expect(paramsOf(api, PATHS.report)).toEqual([{ match_id: 22, outcome: 'win', went_first: false }]),
    );
    expect((await within(card).findByRole('status')).textContent).toBe(LEAGUE_MSG.reportWaiting);
    await waitFor(() => expect(within(card).getByLabelText('대전 상태').textContent).toBe('상대 보고 대기'));
    expect(within(card).getByText('내 보고: 승')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '승' })).toBeNull();
  });

  it("shows the server's refusal of a report in its own words", async () => {
    const { api } = renderPlayer(swissDetail({ mine: MINE }));
    failPath(api, PATHS.report, 409, 'CONFLICT', LEAGUE_MSG.reportContradicts);
    const card = await screen.findByRole('region', { name: '내 대전 · 2라운드' });
    fireEvent.click(within(card).getByRole('button', { name: '패' }));
    await confirmIn('결과 보고', '보고');
    expect((await within(card).findByRole('alert')).textContent).toBe(LEAGUE_MSG.reportContradicts);
    expect(paramsOf(api, PATHS.report)).toEqual([{ match_id: 22, outcome: 'loss', went_first: null }]);
  });

  it('tells a disputed match from a confirmed one', async () => {
    const withMine = (changes: object) =>
      swissDetail({
        mine: MINE,
        matches: [...ROUND_ONE, ...ROUND_TWO.map((m) => (m.id === 22 ? { ...m, ...changes } : m))],
      });
    const { unmount } = renderPlayer(withMine({ report1: 'win', report2: 'win', disputed: true }));
    const card = await screen.findByRole('region', { name: '내 대전 · 2라운드' });
    expect(within(card).getByLabelText('대전 상태').textContent).toBe('운영진 확인 중');
    expect(within(card).queryByRole('button', { name: '승' })).toBeNull();
    expect(within(card).getByText('내 보고: 승')).toBeTruthy();
    unmount();

    // BrockS is player 1 of table 2: their win is the reader's loss.
    renderPlayer(withMine({ report1: 'win', report2: 'loss', result: 'p1' }));
    const confirmed = await screen.findByRole('region', { name: '내 대전 · 2라운드' });
    expect(within(confirmed).getByLabelText('대전 상태').textContent).toBe('확정');
    expect(within(confirmed).getByText('결과: 패')).toBeTruthy();
  });

  it('offers 승 and 패 only in the top cut, and shows a confirmed result from the reader’s side', async () => {
    const topCut = [
      match(41, 4, 1, 1, 4, { stage: 'top_cut' }),
      match(42, 4, 2, 6, 3, { stage: 'top_cut', result: 'p1' }),
    ];
    renderPlayer(
      swissDetail({ mine: MINE, status: 'top_cut', current_round: 4, matches: [...ROUND_ONE, ...topCut] }),
    );
    const card = await screen.findByRole('region', { name: '내 대전 · 준결승' });
    expect(within(card).getByRole('button', { name: '승' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '패' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '무' })).toBeNull();
    expect(screen.getByRole('tab', { name: '준결승' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(screen.getByRole('region', { name: '토너먼트 (상위 4명)' })).getByText('Gary0 승'),
    ).toBeTruthy();
  });

  it('counts the round down from the server clock, not the phone’s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The device is three minutes behind: it says 19:07 when the server says 19:10 (Korean time).
    vi.setSystemTime(new Date('2026-11-24T10:07:00Z'));
    const serverAhead = 3 * 60_000;
    renderLeague(PAGE, GUEST_ANSWER, {
      // Every answer carries the server's own time, as the server writes it.
      [PATHS.detail]: () => swissDetail({ server_now: new Date(Date.now() + serverAhead).toISOString() }),
    });
    const timer = await screen.findByRole('timer', { name: '라운드 남은 시간' });
    // The round started at 19:00 for 50 minutes and the server says 19:10: 40 minutes left (the device's
    // own clock would say 43).
    expect(timer.textContent).toBe('40:00');
    expect(screen.getByText(/2라운드 · 시작 2026-11-24 19:00 · 50분/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(timer.textContent).toBe('38:55');
    // Jump to past the end and let one tick run.
    vi.setSystemTime(Date.now() + 39 * 60_000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('시간 종료');
  });

  it('lays the page out for a phone: the match card, pairings and standings as lists', async () => {
    onPhone();
    renderPlayer(swissDetail({ mine: MINE }));
    const card = await screen.findByRole('region', { name: '내 대전 · 2라운드' });
    expect(within(card).getByRole('button', { name: '승' })).toBeTruthy();
    const pairings = screen.getByRole('list', { name: '2라운드 대진' });
    expect(screen.queryByRole('table', { name: '2라운드 대진' })).toBeNull();
    const tables = within(pairings).getAllByRole('listitem');
    expect(tables).toHaveLength(3);
    expect(within(tables[1]!).getByText('AshK')).toBeTruthy();
    const standings = screen.getByRole('list', { name: '순위표' });
    expect(screen.queryByRole('table', { name: '순위표' })).toBeNull();
    const first = within(standings).getAllByRole('listitem')[0]!;
    expect(within(first).getByLabelText('승점').textContent).toBe('3점');
    expect(within(first).getByLabelText('전적과 OWP').textContent).toBe('1-0-0 · OWP 25.0%');
  });

  it('shows a finished event’s top cut by round and opens decklists, now public', async () => {
    const finished = swissDetail({
      status: 'finished',
      current_round: 5,
      matches: [
        ...ROUND_ONE,
        match(41, 4, 1, 1, 4, { stage: 'top_cut', result: 'p1' }),
        match(42, 4, 2, 6, 3, { stage: 'top_cut', result: 'p1' }),
        match(51, 5, 1, 1, 6, { stage: 'top_cut', result: 'p2' }),
      ],
      entries: ENTRIES.map((e, i) => ({
        ...e,
        placement: i + 1,
        cards:
          e.id === 1
            ? [
                deckCard({ card_id: 'sv3-4', amount: 4, name_en: 'Charmander', name_kr: '파이리' }),
                deckCard({ card_id: 'svi-181', amount: 2, name_en: 'Nest Ball', name_kr: null }),
              ]
            : [],
      })),
      standings: STANDINGS,
      round_started_at: null,
      decklists_public: true,
      winner: { entry_id: 6, ptcgl_name: 'Gary0' },
    });
    renderLeague(PAGE, GUEST_ANSWER, { [PATHS.detail]: finished });
    const bracket = await screen.findByRole('region', { name: '토너먼트 (상위 4명)' });
    expect(within(within(bracket).getByRole('region', { name: '준결승' })).getByText('AshK 승')).toBeTruthy();
    expect(within(within(bracket).getByRole('region', { name: '결승' })).getByText('Gary0 승')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '최종 순위' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();

    const entries = screen.getByRole('table', { name: '참가자' });
    // An entry whose list holds no known card has nothing to open.
    expect(within(entries).queryByRole('button', { name: 'BrockS 덱 리스트 보기' })).toBeNull();
    fireEvent.click(within(entries).getByRole('button', { name: 'AshK 덱 리스트 보기' }));
    const list = await screen.findByRole('list', { name: 'AshK 덱 리스트' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 파이리', '2 Nest Ball']);
  });

  it('lists the players as cards on a phone, each list opening below its player', async () => {
    onPhone();
    const finished = swissDetail({
      status: 'finished',
      matches: ROUND_ONE,
      entries: ENTRIES.map((e, i) => ({
        ...e,
        placement: i + 1,
        cards:
          e.id === 1
            ? [deckCard({ card_id: 'sv3-4', amount: 4, name_en: 'Charmander', name_kr: '파이리' })]
            : [],
      })),
      standings: STANDINGS,
      round_started_at: null,
      decklists_public: true,
    });
    renderLeague(PAGE, GUEST_ANSWER, { [PATHS.detail]: finished });
    const entries = await screen.findByRole('list', { name: '참가자' });
    expect(screen.queryByRole('table', { name: '참가자' })).toBeNull();
    const first = within(entries).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('AshK')).toBeTruthy();
    expect(within(first).getByText('1위')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'AshK 덱 리스트 보기' }));
    const list = await within(first).findByRole('list', { name: 'AshK 덱 리스트' });
    expect(within(list).getByRole('listitem').textContent).toBe('4 파이리');
  });

  it('says so when the tournament does not exist', async () => {
    const { api } = renderLeague('/league/tournament/detail?id=999', GUEST_ANSWER, {});
    failPath(api, PATHS.detail, 404, 'NOT_FOUND', LEAGUE_MSG.tournamentMissing);
    expect((await screen.findByRole('alert')).textContent).toBe(LEAGUE_MSG.tournamentMissing);
    expect(screen.getAllByRole('link', { name: '대회 목록' }).length).toBeGreaterThan(0);
  });
});
