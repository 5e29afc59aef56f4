import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import {
  DECK_DETAIL,
  DECK_DETAIL_ANSWER,
  DECK_LIST,
  DECK_LIST_ANSWER,
  PLAYER_DETAIL,
  PLAYER_DETAIL_ANSWER,
  PLAYER_LIST,
  PLAYER_LIST_ANSWER,
  renderFigures,
} from './league-figures.fixture';

// jsdom has no canvas: the chart is replaced by a list of its lines and their points, which the tests read.
vi.mock('react-chartjs-2', () => ({
  Line: ({ data }: { data: { labels: string[]; datasets: Array<{ label: string; data: unknown[] }> } }) => (
    <ul aria-label="chart lines" data-labels={data.labels.join(',')}>
      {data.datasets.map((d) => (
        <li key={d.label}>{`${d.label}: ${d.data.map(String).join(' / ')}`}</li>
      ))}
    </ul>
  ),
}));

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('league figure screens', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes(
      '/league/deck/list',
      '/league/deck/detail',
      '/league/player/list',
      '/league/player/detail',
    );
  }, 60_000);

  it('lists the archetypes with share and win rate beside their samples and formulas', async () => {
    const { callsTo } = renderFigures('/league/deck/list', { [DECK_LIST]: DECK_LIST_ANSWER });
    expect(await screen.findByRole('heading', { level: 1, name: '리그 덱 통계' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '덱 통계' });
    expect(bodyRows(table).map(cellTexts)).toEqual([
      ['1', '드래펄트 ex', '14', '35.0%', '30-20-2', '59.6%52전'],
      ['-', '기타', '10', '25.0%', '15-22-1', '40.8%38전'],
      ['2', '리자몽 ex', '3', '7.5%', '2-4-0', '33.3%6전표본 적음'],
    ]);
    expect(within(table).getByRole('link', { name: '드래펄트 ex' }).getAttribute('href')).toBe(
      '/league/deck/detail?id=3',
    );
    expect(within(bodyRows(table)[1]!).queryByRole('link')).toBeNull();

    const notes = screen.getByRole('note', { name: '계산 방법' });
    expect(within(notes).getByText('표본: 종료된 대회 4개 · 참가 40명')).toBeTruthy();
    expect(within(notes).getByText(/점유율 = 그 덱의 참가 수 ÷ 기간 안의 전체 참가 수/)).toBeTruthy();
    expect(
      within(notes).getByText(/승률 = \(승 \+ 무 ÷ 2\) ÷ 대전 수 \(부전승과 같은 덱끼리의 미러전은/),
    ).toBeTruthy();
    expect(screen.getByLabelText('조회 기간과 표본').textContent).toBe(
      '2026-01-10 ~ 2026-04-10 · 종료된 대회 4개 · 참가 40명',
    );
    // The default period is the server's and stays out of the call and the address.
    expect(callsTo(DECK_LIST)[0]).toEqual({});

    const nav = screen.getByRole('navigation', { name: '리그 메뉴' });
    expect(within(nav).getByRole('link', { name: '대회' }).getAttribute('href')).toBe(
      '/league/tournament/list',
    );
    expect(within(nav).getByRole('link', { name: '선수 순위' }).getAttribute('href')).toBe(
      '/league/player/list',
    );
    expect(within(nav).getByRole('link', { name: '덱 통계' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a chosen period, keeps it in the address and in the deck links, and goes back to the default', async () => {
    const { callsTo, router } = renderFigures('/league/deck/list', { [DECK_LIST]: DECK_LIST_ANSWER });
    await screen.findByRole('table', { name: '덱 통계' });
    const from = screen.getByLabelText('시작일') as HTMLInputElement;
    await waitFor(() => expect(from.value).toBe('2026-01-10'));

    // 조회 without a change keeps the default unnamed.
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(router.state.location.search).toBe('');

    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2025-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(callsTo(DECK_LIST).at(-1)).toEqual({ date_from: '2025-10-01', date_to: '2026-04-10' }),
    );
    expect(router.state.location.search).toBe('?from=2025-10-01&to=2026-04-10');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '드래펄트 ex' }).getAttribute('href')).toBe(
        '/league/deck/detail?id=3&from=2025-10-01&to=2026-04-10',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: '최근 3개월' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The default period's answer is still fresh, so its days come back without asking again.
    await waitFor(() =>
      expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('2026-01-10'),
    );
  });

  it("shows an archetype's share, matchups and lists as card pictures for the address's period", async () => {
    const { callsTo } = renderFigures('/league/deck/detail?id=3&from=2026-01-01&to=2026-03-31', {
      [DECK_DETAIL]: DECK_DETAIL_ANSWER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '드래펄트 ex' })).toBeTruthy();
    expect(callsTo(DECK_DETAIL)[0]).toEqual({ id: 3, date_from: '2026-01-01', date_to: '2026-03-31' });
    expect(within(screen.getByRole('group', { name: '점유율' })).getByText('35.0%')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '점유율' })).getByText('참가 14명')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '승률' })).getByText('대전 52회')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('link', { name: '덱 통계' })
        .find((l) => !l.hasAttribute('aria-current'))!
        .getAttribute('href'),
    ).toBe('/league/deck/list?from=2026-01-01&to=2026-03-31');

    const matchups = screen.getByRole('table', { name: '상대 덱별 전적' });
    expect(bodyRows(matchups).map(cellTexts)).toEqual([
      ['리자몽 ex', '6-2-0', '75.0%8전표본 적음'],
      ['기타', '24-18-2', '56.8%44전'],
    ]);
    const matchupNotes = within(screen.getByRole('region', { name: '상대 덱별 전적' })).getByRole('note');
    expect(within(matchupNotes).getByText('표본: 대전 52회')).toBeTruthy();

    // The newest list is open with its cards; the others open on demand.
    const lists = screen.getByRole('list', { name: '덱리스트' });
    const [first, second] = within(lists).getAllByRole('listitem');
    expect(first!.textContent).toContain('2026-04-04 · ash_k · 1위 · 5-0-1');
    expect(within(first!).getByLabelText('드래펄트 ex 3장')).toBeTruthy();
    expect(within(first!).getByLabelText('네오라이트 부스트 4장')).toBeTruthy();
    expect(within(second!).queryByLabelText('드래카 4장')).toBeNull();
    fireEvent.click(within(second!).getByRole('button', { name: 'misty · 주간 리그 #11 덱리스트 보기' }));
    expect(await within(second!).findByLabelText('드래카 4장')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: '주간 리그 #12' }).getAttribute('href')).toBe(
      '/league/tournament/detail?id=9',
    );
  });

  it("shows the server's default period on an archetype's page, in the fields and beside the sample", async () => {
    const { callsTo } = renderFigures('/league/deck/detail?id=3', { [DECK_DETAIL]: DECK_DETAIL_ANSWER });
    expect(await screen.findByRole('heading', { level: 1, name: '드래펄트 ex' })).toBeTruthy();
    expect(callsTo(DECK_DETAIL)[0]).toEqual({ id: 3 });
    const period = screen.getByRole('form', { name: '조회 기간' });
    expect(within(period).getByLabelText<HTMLInputElement>('시작일').value).toBe('2026-01-10');
    expect(within(period).getByLabelText<HTMLInputElement>('종료일').value).toBe('2026-04-10');
    expect(screen.getByLabelText('조회 기간과 표본').textContent).toBe(
      '2026-01-10 ~ 2026-04-10 · 참가 14명 · 대전 52회',
    );
  });

  it('says so when the archetype does not exist', async () => {
    renderFigures('/league/deck/detail?id=99', {}, (api) =>
      failPath(api, DECK_DETAIL, 404, 'NOT_FOUND', '덱을 찾을 수 없습니다.'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('덱을 찾을 수 없습니다.');
    expect(screen.getByRole('link', { name: '덱 통계' }).getAttribute('href')).toBe('/league/deck/list');
  });

  it('ranks the season’s players by points, equal points sharing a rank, with the points formula', async () => {
    const { callsTo } = renderFigures('/league/player/list', { [PLAYER_LIST]: PLAYER_LIST_ANSWER });
    const table = await screen.findByRole('table', { name: '선수 순위' });
    expect(bodyRows(table).map(cellTexts)).toEqual([
      ['1', 'ash_k지우', '36', '3', '12-3-0', '1위'],
      ['1', 'misty이슬', '36', '4', '11-6-3', '2위'],
      ['3', 'brock웅', '10', '1', '3-2-1', '-'],
    ]);
    expect(within(table).getByRole('link', { name: 'ash_k' }).getAttribute('href')).toBe(
      '/league/player/detail?id=21&season=2026',
    );
    expect(callsTo(PLAYER_LIST)[0]).toEqual({ text: '', page: 1, size: 20 });
    const notes = screen.getByRole('note', { name: '계산 방법' });
    expect(within(notes).getByText('표본: 2026 시즌 · 선수 3명')).toBeTruthy();
    expect(within(notes).getByText(/리그 포인트 = 시즌\(한국 시간 기준/)).toBeTruthy();
  });

  it('sends the chosen season and the name search through the address', async () => {
    const { callsTo, router } = renderFigures('/league/player/list', {
      [PLAYER_LIST]: (params: { season?: number }) => ({
        ...PLAYER_LIST_ANSWER,
        season: params.season ?? 2026,
      }),
    });
    await screen.findByRole('table', { name: '선수 순위' });
    fireEvent.change(screen.getByRole('combobox', { name: '시즌' }), { target: { value: '2025' } });
    await waitFor(() =>
      expect(callsTo(PLAYER_LIST).at(-1)).toEqual({ season: 2025, text: '', page: 1, size: 20 }),
    );
    expect(router.state.location.search).toBe('?season=2025');

    fireEvent.change(screen.getByRole('textbox', { name: '선수 찾기' }), { target: { value: ' ash ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(callsTo(PLAYER_LIST).at(-1)).toEqual({ season: 2025, text: 'ash', page: 1, size: 20 }),
    );
    expect(router.state.location.search).toBe('?season=2025&text=ash');
    // A name search is no ranking: the rank column goes.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '선수 순위' })).queryByRole('columnheader', {
          name: '순위',
        }),
      ).toBeNull(),
    );
  });

  it("shows a player's season: points chart, events newest first and the decks played", async () => {
    const { callsTo } = renderFigures('/league/player/detail?id=21', {
      [PLAYER_DETAIL]: PLAYER_DETAIL_ANSWER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ash_k' })).toBeTruthy();
    expect(callsTo(PLAYER_DETAIL)[0]).toEqual({ id: 21 });
    expect(within(screen.getByRole('group', { name: '시즌 포인트' })).getByText('36점')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '전적' })).getByText('11-3-2')).toBeTruthy();
    // (11 + 2/2) ÷ 16 = 75 %
    expect(within(screen.getByRole('group', { name: '승률' })).getByText('75.0%')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '승률' })).getByText('대전 16회')).toBeTruthy();

    const chart = await screen.findByRole('list', { name: 'chart lines' });
    expect(chart.getAttribute('data-labels')).toBe('2026-02-07,2026-03-07,2026-04-04');
    expect(within(chart).getByText('누적 포인트: 12 / 21 / 36')).toBeTruthy();

    const events = screen.getByRole('table', { name: '대회 기록' });
    expect(bodyRows(events).map(cellTexts)).toEqual([
      ['2026-04-04', '주간 리그 #12', '드래펄트 ex', '1위', '5-0-0', '15'],
      ['2026-03-07', '주간 리그 #10', '기타', '-', '2-2-2', '9'],
      ['2026-02-07', '주간 리그 #8', '리자몽 ex', '3위', '4-1-0', '12'],
    ]);
    const decks = screen.getByRole('list', { name: '사용한 덱 목록' });
    expect(within(decks).getByRole('link', { name: '드래펄트 ex' }).getAttribute('href')).toBe(
      '/league/deck/detail?id=3',
    );
    expect(within(decks).getByText('기타')).toBeTruthy();
  });

  it('asks for another season of the player from the season select', async () => {
    const { callsTo, router } = renderFigures('/league/player/detail?id=21&season=2026', {
      [PLAYER_DETAIL]: PLAYER_DETAIL_ANSWER,
    });
    await screen.findByRole('heading', { level: 1, name: 'ash_k' });
    expect(callsTo(PLAYER_DETAIL)[0]).toEqual({ id: 21, season: 2026 });
    fireEvent.change(screen.getByRole('combobox', { name: '시즌' }), { target: { value: '2025' } });
    await waitFor(() => expect(callsTo(PLAYER_DETAIL).at(-1)).toEqual({ id: 21, season: 2025 }));
    expect(router.state.location.search).toBe('?id=21&season=2025');
  });

  it('says so when the player does not exist', async () => {
    renderFigures('/league/player/detail?id=404', {}, (api) =>
      failPath(api, PLAYER_DETAIL, 404, 'NOT_FOUND', '선수를 찾을 수 없습니다.'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('선수를 찾을 수 없습니다.');
  });
});
