import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import {
  DETAIL,
  DETAIL_ANSWER,
  EMPTY_LIST_ANSWER,
  LIST,
  LIST_ANSWER,
  renderDeckRanks,
} from './deck-rank.fixture';

// jsdom has no canvas: the chart is replaced by a list of its lines and their points, which the tests read.
vi.mock('react-chartjs-2', () => ({
  Line: ({ data }: { data: { labels: string[]; datasets: Array<{ label: string; data: number[] }> } }) => (
    <ul aria-label="chart lines" data-labels={data.labels.join(',')}>
      {data.datasets.map((d) => (
        <li key={d.label}>{`${d.label}: ${d.data.join(' / ')}`}</li>
      ))}
    </ul>
  ),
}));

/** The dropdown's opening transition does not run in jsdom, so its options stay hidden from role queries. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('deck rank screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/official_league/deck_rank/list', '/official_league/deck_rank/detail');
  }, 60_000);

  it('ranks the archetypes with their share, top 8 and best finish, beside the formulas and sample size', async () => {
    renderDeckRanks('/official_league/deck_rank/list', { [LIST]: LIST_ANSWER });
    expect(await screen.findByRole('heading', { level: 1, name: '덱 순위' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '덱 순위' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '드래펄트 exDragapult ex', '69', '34.5%', '12', '1위'],
      ['-', '기타', '40', '20.0%', '3', '4위'],
      ['2', '가디안 exGardevoir ex', '31', '15.5%', '9', '2위'],
    ]);
    expect(within(table).getByRole('link', { name: '드래펄트 ex' }).getAttribute('href')).toBe(
      '/official_league/deck_rank/detail?id=3',
    );
    // 기타 is the untagged standings: no deck page to open.
    expect(within(rows[1]!).queryByRole('link')).toBeNull();

    const notes = screen.getByRole('note', { name: '계산 방법' });
    expect(within(notes).getByText('표본: 대회 4개 · 참가자 200명')).toBeTruthy();
    expect(within(notes).getByText(LIST_ANSWER.formula.share)).toBeTruthy();
    expect(within(notes).getByText(LIST_ANSWER.formula.top8)).toBeTruthy();
    expect(within(notes).getByText(LIST_ANSWER.formula.best)).toBeTruthy();
    expect(screen.getByLabelText('조회 기간과 표본').textContent).toBe(
      '2026-08-24 ~ 2026-11-24 · 대회 4개 · 참가자 200명',
    );

    const chart = await screen.findByRole('list', { name: 'chart lines' });
    expect(chart.getAttribute('data-labels')).toBe('2026-08,2026-09,2026-10,2026-11');
    expect(within(chart).getByText('드래펄트 ex: 30 / 35 / 36 / 34')).toBeTruthy();
    expect(within(chart).getByText('가디안 ex: 10 / 15 / 20 / 16')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: '공식대회 메뉴' });
    expect(within(nav).getByRole('link', { name: '공식대회' }).getAttribute('href')).toBe(
      '/official_league/list',
    );
    expect(within(nav).getByRole('link', { name: '선수' }).getAttribute('href')).toBe(
      '/official_league/player/list',
    );
  });

  it("shows the server's default period, then sends the chosen period, division and event type", async () => {
    const { callsTo, router } = renderDeckRanks('/official_league/deck_rank/list', { [LIST]: LIST_ANSWER });
    await screen.findByRole('table', { name: '덱 순위' });
    expect(callsTo(LIST)[0]).toEqual({});
    const from = screen.getByLabelText('시작일') as HTMLInputElement;
    await waitFor(() => expect(from.value).toBe('2026-08-24'));
    expect((screen.getByLabelText('종료일') as HTMLInputElement).value).toBe('2026-11-24');

    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-06-30' } });
    await choose('디비전', 'Senior');
    await choose('대회 종류', '시티리그');
    // Hidden event types are staff's own and are not offered.
    expect(screen.queryByRole('option', { name: '내부 연습', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '조회' }));

    await waitFor(() =>
      expect(callsTo(LIST).at(-1)).toEqual({
        from: '2026-01-01',
        to: '2026-06-30',
        division: 'Senior',
        type_id: 2,
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-06-30&division=Senior&type_id=2');
    // The archetype links carry the filter to the deck's page.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '드래펄트 ex' }).getAttribute('href')).toBe(
        '/official_league/deck_rank/detail?id=3&from=2026-01-01&to=2026-06-30&division=Senior&type_id=2',
      ),
    );
  });

  it('keeps the default period unnamed when only the division changes', async () => {
    const { callsTo } = renderDeckRanks('/official_league/deck_rank/list', { [LIST]: LIST_ANSWER });
    await screen.findByRole('table', { name: '덱 순위' });
    await waitFor(() =>
      expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('2026-08-24'),
    );
    await choose('디비전', 'Master');
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(callsTo(LIST).at(-1)).toEqual({ division: 'Master' }));
  });

  it('explains an empty period instead of an empty table', async () => {
    renderDeckRanks('/official_league/deck_rank/list?division=Junior', { [LIST]: EMPTY_LIST_ANSWER });
    expect(await screen.findByText(DECK_RANK_MSG.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '덱 순위' })).toBeNull();
    expect(screen.getByRole('link', { name: '공식대회 목록 보기' }).getAttribute('href')).toBe(
      '/official_league/list',
    );
  });

  it('shows the consensus list with pictures and averages, the tech cards, the price and every list', async () => {
    const { callsTo } = renderDeckRanks('/official_league/deck_rank/detail?id=3&division=Master', {
      [DETAIL]: DETAIL_ANSWER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '드래펄트 ex' })).toBeTruthy();
    expect(screen.getByText('Dragapult ex', { selector: 'p' })).toBeTruthy();
    expect(callsTo(DETAIL)[0]).toEqual({ id: 3, division: 'Master' });

    const consensus = screen.getByRole('region', { name: '대표 덱리스트' });
    const cards = within(consensus).getAllByTestId('consensus-card');
    expect(cards).toHaveLength(2);
    const dragapult = within(cards[0]!).getByRole('link', { name: '드래펄트 ex' });
    expect(dragapult.getAttribute('href')).toBe('/card/detail?id=sv6-130');
    expect(within(dragapult).getByRole('img', { name: '드래펄트 ex' }).getAttribute('src')).toBe(
      'https://images.example/sv6/130.png',
    );
    expect(within(cards[0]!).getByText('3.8장')).toBeTruthy();
    expect(within(cards[0]!).getByText('채용률 100.0% · 최대 4장')).toBeTruthy();
    // No Korean name: the English one, on the placeholder too.
    expect(within(cards[1]!).getByRole('link', { name: 'Dreepy' })).toBeTruthy();
    expect(within(cards[1]!).getByText('4장')).toBeTruthy();
    expect(within(consensus).getByText(DETAIL_ANSWER.formula.average)).toBeTruthy();
    expect(within(consensus).getByText('표본: 대회 2개 · 덱리스트 3개')).toBeTruthy();

    const tech = screen.getByRole('table', { name: '테크 카드' });
    const techRows = within(tech).getAllByRole('row').slice(1);
    // Most played first: 40.0% before 33.3%.
    expect(
      techRows.map((row) => {
        const [name, ...figures] = within(row).getAllByRole('cell');
        return [within(name!).getByRole('link').textContent, ...figures.map((cell) => cell.textContent)];
      }),
    ).toEqual([
      ['로스트 청소기', '40.0%', '0.7장', '2장'],
      ['꼬몽울', '33.3%', '0.3장', '1장'],
    ]);
    expect(within(techRows[0]!).getByRole('link').getAttribute('href')).toBe('/card/detail?id=sv3-186');
    expect(screen.getByText(DETAIL_ANSWER.formula.tech)).toBeTruthy();

    const price = screen.getByRole('region', { name: '덱 가격' });
    expect(within(price).getByText('예상 가격 ₩123,456')).toBeTruthy();
    expect(within(price).getByText(DETAIL_ANSWER.formula.price)).toBeTruthy();
    expect(within(price).getByText(/가격 반영 카드 3종/)).toBeTruthy();
    const unpriced = within(price).getByLabelText('가격 정보 없는 카드');
    expect(within(unpriced).getByRole('link', { name: 'Dreepy' }).getAttribute('href')).toBe(
      '/card/detail?id=sv6-128',
    );

    const lists = screen.getByRole('table', { name: '덱리스트' });
    const first = within(lists).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: '챔피언스리그 서울' }).getAttribute('href')).toBe(
      '/official_league/read?id=11',
    );
    expect(within(first).getByRole('link', { name: '김지우' }).getAttribute('href')).toBe(
      '/official_league/player/detail?id=21',
    );
    expect(within(first).getByText('2026-11-02')).toBeTruthy();
    expect(within(first).getByText('1위')).toBeTruthy();
  });

  it('keeps the archetype when the filter changes on its page', async () => {
    const { callsTo, router } = renderDeckRanks('/official_league/deck_rank/detail?id=3', {
      [DETAIL]: DETAIL_ANSWER,
    });
    await screen.findByRole('heading', { level: 1, name: '드래펄트 ex' });
    await choose('디비전', 'Junior');
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(callsTo(DETAIL).at(-1)).toEqual({ id: 3, division: 'Junior' }));
    expect(router.state.location.search).toBe('?id=3&division=Junior');
  });

  it('says so when the archetype does not exist', async () => {
    renderDeckRanks('/official_league/deck_rank/detail?id=999', {}, (api) =>
      failPath(api, DETAIL, 404, 'NOT_FOUND', DECK_RANK_MSG.archetypeNotFound),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(DECK_RANK_MSG.archetypeNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '덱 순위 목록' }).getAttribute('href')).toBe(
      '/official_league/deck_rank/list',
    );
  });

  it('says so for an id that is no number, without asking the server', async () => {
    const { callsTo } = renderDeckRanks('/official_league/deck_rank/detail?id=abc', {});
    expect(await screen.findByText(DECK_RANK_MSG.archetypeNotFound)).toBeTruthy();
    expect(callsTo(DETAIL)).toHaveLength(0);
  });
});
