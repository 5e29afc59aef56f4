import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { DELETE, INSERT, LIST, LIST_ANSWER, renderRecords, SUMMARY } from './records.fixture';

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

const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}

describe('match record screens', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/record', '/record_capture', '/auth/login');
  }, 60_000);

  it("shows a member's figures with their sample sizes and formula, the breakdowns, the chart and the matches", async () => {
    const { callsTo } = renderRecords('/record?user_id=trainer1', GUEST_ANSWER);
    expect(await screen.findByRole('heading', { level: 1, name: '피카츄사랑님의 전적' })).toBeTruthy();
    expect(callsTo(SUMMARY)[0]).toEqual({ user_id: 'trainer1' });

    const overall = screen.getByRole('group', { name: '전체 전적' });
    expect(within(overall).getByText('12승 5패 1무')).toBeTruthy();
    expect(within(overall).getByText('18경기')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '승률' })).getByText('69.4%')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '리그 최고 순위' })).getByText('2위')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: '리그 최고 순위' })).getByText('리그 포인트 27점'),
    ).toBeTruthy();

    const notes = screen.getByRole('note', { name: '계산 방법' });
    expect(within(notes).getByText('표본: 18경기 (리그 대전과 직접 기록한 대전)')).toBeTruthy();
    expect(within(notes).getByText('승률 = (승 + 무 ÷ 2) ÷ 경기 수')).toBeTruthy();

    // Each row names its games; fewer than ten are marked as a small sample.
    expect(bodyRows('내 덱별').map(cellTexts)).toEqual([
      ['드래펄트 ex', '10-3-1', '75.0%14경기'],
      ['로스트 기라티나', '2-2-0', '50.0%4경기표본 적음'],
    ]);
    expect(bodyRows('상대 덱별').map(cellTexts)).toEqual([['리자몽 ex', '12-5-1', '69.4%18경기']]);
    expect(bodyRows('선공·후공').map(cellTexts)).toEqual([
      ['선공', '8-2-0', '80.0%10경기'],
      ['후공', '4-3-1', '56.3%8경기표본 적음'],
    ]);

    // A month without games is a gap in the line, not 0 %.
    const chart = await screen.findByRole('list', { name: 'chart lines' });
    expect(chart.getAttribute('data-labels')).toBe('2026-01,2026-02,2026-03');
    expect(within(chart).getByText('월별 승률: 50 / null / 75')).toBeTruthy();
    expect(bodyRows('월별 경기 수').map(cellTexts)[1]).toEqual(['2026-02', '0경기', '-']);

    const matches = await screen.findByRole('table', { name: '대전 기록' });
    const [casual, league] = within(matches).getAllByRole('row').slice(1);
    expect(cellTexts(casual!)).toEqual([
      '2026-03-14 21:05',
      '직접 기록',
      '드래펄트 ex',
      '리자몽 ex',
      '웅',
      '후공',
      '패',
      '사이드 1장 차이',
    ]);
    expect(within(league!).getByRole('link', { name: '주간 리그 #12 3라운드' }).getAttribute('href')).toBe(
      '/league/tournament/detail?id=9',
    );
    expect(callsTo(LIST)[0]).toEqual({ user_id: 'trainer1', page: 1, size: 20 });

    // Someone else's record: no form and no delete.
    expect(screen.queryByRole('form', { name: '전적 기록' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(screen.getByRole('link', { name: '공유 이미지' }).getAttribute('href')).toBe(
      '/record_capture?user_id=trainer1',
    );
  });

  it('pages through the matches in the address', async () => {
    const { callsTo, router } = renderRecords('/record?user_id=trainer1', GUEST_ANSWER, {
      [LIST]: { ...LIST_ANSWER, total: 45 },
    });
    fireEvent.click(await screen.findByRole('button', { name: '3페이지' }));
    await waitFor(() => expect(callsTo(LIST).at(-1)).toEqual({ user_id: 'trainer1', page: 3, size: 20 }));
    expect(router.state.location.search).toBe('?user_id=trainer1&page=3');
  });

  it("opens the logged-in member's own record, with its form, without user_id", async () => {
    const { callsTo } = renderRecords('/record', sessionUser());
    expect(await screen.findByRole('form', { name: '전적 기록' })).toBeTruthy();
    expect(callsTo(SUMMARY)[0]).toEqual({ user_id: 'trainer1' });
  });

  it('sends a guest without user_id to the login, to come back afterwards', async () => {
    const { router, callsTo } = renderRecords('/record', GUEST_ANSWER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/record')}`);
    expect(callsTo(SUMMARY)).toEqual([]);
  });

  it('checks the record form before sending, then sends what the member chose', async () => {
    const { callsTo } = renderRecords('/record?user_id=trainer1', sessionUser(), {
      [INSERT]: { id: 42, message: LEAGUE_MSG.recordSaved },
    });
    const form = await screen.findByRole('form', { name: '전적 기록' });
    fireEvent.click(within(form).getByRole('button', { name: '기록하기' }));
    expect(await within(form).findByText(LEAGUE_MSG.recordDeckRequired)).toBeTruthy();
    expect(within(form).getByText(LEAGUE_MSG.recordResultRequired)).toBeTruthy();
    expect(callsTo(INSERT)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('대전 일시', { exact: false }), {
      target: { value: '2026-03-15T19:30' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: '내 덱' }), {
      target: { value: '드래펄트 ex' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: '상대 덱' }), {
      target: { value: '미라이돈 ex' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: '상대 이름' }), { target: { value: ' 웅 ' } });
    fireEvent.click(within(form).getByRole('radio', { name: '선공' }));
    fireEvent.click(within(form).getByRole('radio', { name: '승' }));
    fireEvent.change(within(form).getByRole('textbox', { name: '메모' }), {
      target: { value: '첫 턴 서포트' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '기록하기' }));

    await waitFor(() =>
      expect(callsTo(INSERT)).toEqual([
        {
          played_at: '2026-03-15T19:30:00+09:00',
          my_archetype_id: 3,
          my_deck_name: '',
          opponent_archetype_id: null,
          opponent_deck_name: '미라이돈 ex',
          opponent_name: '웅',
          went_first: true,
          result: 'win',
          memo: '첫 턴 서포트',
        },
      ]),
    );
    expect(await screen.findByText(LEAGUE_MSG.recordSaved)).toBeTruthy();
    // The summary and the matches are asked again; the deck stays for the next game.
    await waitFor(() => expect(callsTo(SUMMARY).length).toBeGreaterThan(1));
    expect(callsTo(LIST).length).toBeGreaterThan(1);
    expect((within(form).getByRole('combobox', { name: '내 덱' }) as HTMLInputElement).value).toBe(
      '드래펄트 ex',
    );
    expect((within(form).getByRole('combobox', { name: '상대 덱' }) as HTMLInputElement).value).toBe('');
  });

  it('starts the form at the current time in Korea', async () => {
    renderRecords('/record?user_id=trainer1', sessionUser());
    const form = await screen.findByRole('form', { name: '전적 기록' });
    const when = within(form).getByLabelText('대전 일시', { exact: false }) as HTMLInputElement;
    expect(when.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it("shows the server's refusal of a record", async () => {
    renderRecords('/record?user_id=trainer1', sessionUser(), {}, (api) =>
      failPath(api, INSERT, 400, 'VALIDATION', LEAGUE_MSG.dateTimeInvalid),
    );
    const form = await screen.findByRole('form', { name: '전적 기록' });
    fireEvent.change(within(form).getByRole('combobox', { name: '내 덱' }), {
      target: { value: '내 덱 이름' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: '무' }));
    fireEvent.click(within(form).getByRole('button', { name: '기록하기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(LEAGUE_MSG.dateTimeInvalid);
  });

  it('lets the owner delete their casual matches only, after a confirm', async () => {
    const { callsTo } = renderRecords('/record?user_id=trainer1', sessionUser(), {
      [DELETE]: { message: LEAGUE_MSG.recordDeleted },
    });
    const matches = await screen.findByRole('table', { name: '대전 기록' });
    const [casual, league] = within(matches).getAllByRole('row').slice(1);
    expect(within(league!).queryByRole('button', { name: '삭제' })).toBeNull();
    fireEvent.click(within(casual!).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/2026-03-14 21:05 드래펄트 ex 대 리자몽 ex 전적을 삭제할까요/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(callsTo(DELETE)).toEqual([{ id: 41 }]));
    expect(await screen.findByText(LEAGUE_MSG.recordDeleted)).toBeTruthy();
  });

  it('says so when the member does not exist', async () => {
    renderRecords('/record?user_id=nobody', GUEST_ANSWER, {}, (api) =>
      failPath(api, SUMMARY, 404, 'NOT_FOUND', LEAGUE_MSG.userMissing),
    );
    const notice = await screen.findByText(LEAGUE_MSG.userMissing);
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('lists the matches as cards on a phone', async () => {
    onPhone();
    renderRecords('/record?user_id=trainer1', sessionUser());
    const list = await screen.findByRole('list', { name: '대전 기록' });
    expect(screen.queryByRole('table', { name: '대전 기록' })).toBeNull();
    const [casual, league] = within(list).getAllByRole('listitem');
    expect(casual!.textContent).toContain('드래펄트 ex vs 리자몽 ex');
    expect(casual!.textContent).toContain('2026-03-14 21:05 · 후공 · 상대 웅');
    expect(within(casual!).getByLabelText('결과 패')).toBeTruthy();
    expect(within(casual!).getByRole('button', { name: '삭제' })).toBeTruthy();
    expect(within(league!).queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it('shows the record picture with 이미지 저장 and 링크 복사', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRecords('/record_capture?user_id=trainer1', GUEST_ANSWER);
    const picture = await screen.findByRole('img', { name: '피카츄사랑님의 전적 이미지' });
    expect(picture.getAttribute('src')).toBe('/api/capture/record.png?user_id=trainer1');
    expect(picture.getAttribute('width')).toBe('1200');
    expect(picture.getAttribute('height')).toBe('630');
    const save = screen.getByRole('link', { name: '이미지 저장' });
    expect(save.getAttribute('href')).toBe('/api/capture/record.png?user_id=trainer1');
    expect(save.getAttribute('download')).toBe('carddogam-record-trainer1.png');
    fireEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/record_capture?user_id=trainer1`),
    );
    expect(await screen.findByText(/링크를 복사했습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '피카츄사랑님의 전적' }).getAttribute('href')).toBe(
      '/record?user_id=trainer1',
    );
  });

  it('says so when the picture cannot be drawn', async () => {
    renderRecords('/record_capture?user_id=trainer1', GUEST_ANSWER);
    fireEvent.error(await screen.findByRole('img', { name: '피카츄사랑님의 전적 이미지' }));
    expect((await screen.findByRole('alert')).textContent).toContain('이미지를 불러오지 못했습니다');
  });
});
