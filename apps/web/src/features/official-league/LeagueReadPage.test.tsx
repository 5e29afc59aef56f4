import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { preloadRoutes } from '../../test/render-app';
import { LEAGUE_READ, paramsOf, PATHS, renderLeague, WINNER } from './league.fixture';

describe('/official_league/read', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/official_league/read', '/official_league/list');
  }, 60_000);

  it('shows the event and its standings to a guest, counts one view and hides the writers’ controls', async () => {
    const { api } = renderLeague('/official_league/read?id=12', GUEST_ANSWER, { [PATHS.read]: LEAGUE_READ });
    expect(await screen.findByRole('heading', { level: 1, name: LEAGUE_READ.name })).toBeTruthy();
    expect(screen.getByText('코엑스')).toBeTruthy();
    expect(screen.getByText('512명')).toBeTruthy();
    expect(screen.getByLabelText('레귤레이션 G')).toBeTruthy();
    expect(await screen.findByText('대한민국')).toBeTruthy();

    const table = screen.getByRole('table', { name: '순위표' });
    const winner = within(table).getByRole('link', { name: 'Kim Minsu' });
    expect(winner.getAttribute('href')).toBe('/official_league/player/detail?id=31');
    const row = winner.closest('tr')!;
    expect(within(row).getByText('1위')).toBeTruthy();
    expect(within(row).getByText('7-1-1')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '리자몽ex' }).getAttribute('href')).toBe(
      '/official_league/deck_rank/detail?id=5',
    );
    const second = within(table).getByRole('link', { name: 'Lee Jiho' }).closest('tr')!;
    expect(within(second).getByText('기타')).toBeTruthy();
    expect(within(second).getByText('7-2-0')).toBeTruthy();

    // The decklist opens under its row: pictures with Korean names and the text to copy.
    expect(screen.queryByRole('img', { name: '리자몽ex' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Kim Minsu 덱 보기' }));
    const picture = await screen.findByRole('img', { name: '리자몽ex' });
    expect(picture.getAttribute('src')).toBe('https://images.example/sv3-125.png');
    expect(screen.getByLabelText('리자몽ex 3장').textContent).toBe('×3');
    expect(screen.getByText('네스트볼', { selector: 'figcaption' })).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Kim Minsu 덱 리스트' }).value).toBe(
      WINNER.deck_text,
    );
    expect(screen.getByRole('button', { name: 'Kim Minsu 덱 리스트 복사' })).toBeTruthy();

    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(screen.queryByRole('button', { name: '결과 제보' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kim Minsu 덱 아키타입 변경' })).toBeNull();
    await waitFor(() => expect(paramsOf(api, PATHS.view)).toEqual([{ id: 12 }]));
    expect(await screen.findByText('41')).toBeTruthy();
  });

  it('lets the event’s writer choose an archetype, and delete the event after a confirm', async () => {
    const { api, router } = renderLeague(
      '/official_league/read?id=12',
      sessionUser({ user_id: 'writer1', permission_official_league: true }),
      {
        [PATHS.read]: LEAGUE_READ,
        [PATHS.standingArchetype]: { message: OFFICIAL_LEAGUE_MSG.saved },
        [PATHS.delete]: { message: OFFICIAL_LEAGUE_MSG.deleted },
        [PATHS.list]: { total: 0, date_from: '2026-08-20', date_to: '2026-11-20', items: [] },
      },
    );
    expect((await screen.findByRole('link', { name: '수정' })).getAttribute('href')).toBe(
      '/official_league/update?id=12',
    );
    expect(screen.getByRole('button', { name: '결과 제보' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lee Jiho 덱 아키타입 변경' }));
    const choice = await screen.findByLabelText('Lee Jiho 덱 아키타입', { selector: 'input' });
    // The dropdown's opening transition does not run in jsdom, so its options stay hidden from role queries.
    const options = await waitFor(() => {
      const list = document.getElementById(choice.getAttribute('aria-controls') ?? '');
      expect(list).toBeTruthy();
      return list!;
    });
    fireEvent.click(await within(options).findByRole('option', { name: '가디안ex', hidden: true }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.standingArchetype)).toEqual([{ standing_id: 102, archetype_id: 6 }]),
    );

    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '대회 삭제' });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/official_league/list'));
    expect(paramsOf(api, PATHS.delete)).toEqual([{ id: 12 }]);
  });

  it('does not offer editing to a member who did not write the event, and takes their result report', async () => {
    const { api } = renderLeague(
      '/official_league/read?id=12',
      sessionUser({ user_id: 'other', permission_official_league: true }),
      {
        [PATHS.read]: LEAGUE_READ,
        [PATHS.report]: { id: 9, message: OFFICIAL_LEAGUE_MSG.reportSent },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: '결과 제보' }));
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.getByRole('link', { name: '리자몽ex' })).toBeTruthy();

    const dialog = await screen.findByRole('dialog', { name: '대회 결과 제보' });
    expect(within(dialog).getByText(LEAGUE_READ.name)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /^대회 이름/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^순위표/ }), {
      target: { value: '3 | Park | 6-3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '제보하기' }));
    expect(await within(dialog).findByText(OFFICIAL_LEAGUE_MSG.reportSent)).toBeTruthy();
    expect(paramsOf(api, PATHS.report)).toEqual([{ league_id: 12, standings_text: '3 | Park | 6-3' }]);
  });

  it('stacks the standings on a phone, each opening its decklist', async () => {
    const desktop = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    }));
    renderLeague('/official_league/read?id=12', GUEST_ANSWER, { [PATHS.read]: LEAGUE_READ });
    const list = await screen.findByRole('list', { name: '순위표' });
    expect(screen.queryByRole('table', { name: '순위표' })).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('1위')).toBeTruthy();
    expect(within(items[0]!).getByLabelText('전적').textContent).toBe('7-1-1');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Kim Minsu 덱 보기' }));
    expect(await within(items[0]!).findByRole('img', { name: '리자몽ex' })).toBeTruthy();
  });

  it('says so when the event does not exist', async () => {
    const { api } = renderLeague('/official_league/read?id=999', GUEST_ANSWER, { [PATHS.read]: LEAGUE_READ });
    failPath(api, PATHS.read, 404, 'LEAGUE_NOT_FOUND', OFFICIAL_LEAGUE_MSG.leagueMissing);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', OFFICIAL_LEAGUE_MSG.leagueMissing);
    expect(screen.getByRole('link', { name: '공식대회 목록' })).toBeTruthy();
    expect(paramsOf(api, PATHS.view)).toEqual([]);
  });
});
