import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { preloadRoutes } from '../../test/render-app';
import { failPath, GUEST_ANSWER } from '../../test/session-fixtures';
import {
  application,
  confirmIn,
  MINE,
  MY_DECK,
  paramsOf,
  PATHS,
  PLAYER,
  registrationDetail,
  renderLeague,
} from './league.fixture';

const PAGE = '/league/tournament/detail?id=40';
const PASTE = 'Pokémon: 4\n4 Charmander PAF 7\n...';
const approved = { application: application('승인'), tournaments: [] };

describe('registration on the tournament page', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PAGE), 60_000);

  it('keeps the pasted list and shows why the server refused it', async () => {
    const { api } = renderLeague(PAGE, PLAYER, {
      [PATHS.me]: approved,
      [PATHS.detail]: registrationDetail(),
    });
    failPath(api, PATHS.register, 400, 'BAD_REQUEST', LEAGUE_MSG.deckNot60(59));
    const section = await screen.findByRole('region', { name: '참가 신청' });
    const box = within(section).getByRole<HTMLTextAreaElement>('textbox', { name: /덱 리스트/ });
    fireEvent.change(box, { target: { value: PASTE } });
    fireEvent.click(await within(section).findByRole('button', { name: '참가 신청' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(LEAGUE_MSG.deckNot60(59));
    expect(box.value).toBe(PASTE);
    expect(paramsOf(api, PATHS.register)).toEqual([{ tournament_id: 40, deck_text: PASTE }]);
  });

  it('enters an approved player and names the archetype the list was tagged with', async () => {
    const { api } = renderLeague(PAGE, PLAYER, {
      [PATHS.me]: approved,
      [PATHS.detail]: registrationDetail(),
      [PATHS.register]: {
        entry_id: 9,
        archetype: { id: 5, name_kr: '리자몽ex' },
        message: LEAGUE_MSG.registered,
      },
    });
    const section = await screen.findByRole('region', { name: '참가 신청' });
    fireEvent.change(within(section).getByRole('textbox', { name: /덱 리스트/ }), {
      target: { value: PASTE },
    });
    fireEvent.click(await within(section).findByRole('button', { name: '참가 신청' }));
    expect((await within(section).findByRole('status')).textContent).toBe(
      `${LEAGUE_MSG.registered} (덱: 리자몽ex)`,
    );
    // The page is asked again, as the entry changed it.
    await waitFor(() => expect(paramsOf(api, PATHS.detail).length).toBeGreaterThan(1));
  });

  it('lets an entered player replace the list or leave after a confirm', async () => {
    const { api, router } = renderLeague(PAGE, PLAYER, {
      [PATHS.me]: approved,
      [PATHS.detail]: registrationDetail({ mine: MINE }),
      [PATHS.register]: { entry_id: 1, archetype: null, message: LEAGUE_MSG.deckUpdated },
      [PATHS.unregister]: { message: LEAGUE_MSG.unregistered },
    });
    const section = await screen.findByRole('region', { name: '참가 신청' });
    const box = within(section).getByRole<HTMLTextAreaElement>('textbox', { name: /덱 리스트/ });
    expect(box.value).toBe(MY_DECK);
    expect(within(section).queryByRole('button', { name: '참가 신청' })).toBeNull();
    fireEvent.click(await within(section).findByRole('button', { name: '덱 변경' }));
    expect((await within(section).findByRole('status')).textContent).toBe(LEAGUE_MSG.deckUpdated);
    expect(paramsOf(api, PATHS.register)).toEqual([{ tournament_id: 40, deck_text: MY_DECK }]);

    fireEvent.click(within(section).getByRole('button', { name: '참가 취소' }));
    expect(paramsOf(api, PATHS.unregister)).toEqual([]);
    await confirmIn('참가 취소', '참가 취소');
    await waitFor(() => expect(paramsOf(api, PATHS.unregister)).toEqual([{ tournament_id: 40 }]));
    expect(await screen.findByText(LEAGUE_MSG.unregistered)).toBeTruthy();
    expect(router.state.location.search).toBe('?id=40');
  });

  it('sends a member not yet approved to apply, and a guest to log in', async () => {
    const { unmount } = renderLeague(PAGE, PLAYER, {
      [PATHS.me]: { application: application('접수'), tournaments: [] },
      [PATHS.detail]: registrationDetail(),
    });
    const section = await screen.findByRole('region', { name: '참가 신청' });
    expect(await within(section).findByText(LEAGUE_MSG.notApprovedPlayer)).toBeTruthy();
    expect(within(section).getByRole('link', { name: '참가 신청하러 가기' }).getAttribute('href')).toBe(
      '/league',
    );
    expect(within(section).queryByRole('textbox')).toBeNull();
    unmount();

    const { api } = renderLeague(PAGE, GUEST_ANSWER, { [PATHS.detail]: registrationDetail() });
    const guest = await screen.findByRole('region', { name: '참가 신청' });
    expect(within(guest).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(PAGE)}`,
    );
    expect(api.pathsCalled()).not.toContain(PATHS.me);
  });

  it('holds the button until registration opens, by the server clock', async () => {
    renderLeague(PAGE, PLAYER, {
      [PATHS.me]: approved,
      [PATHS.detail]: registrationDetail({ server_now: '2026-11-21 18:59:30' }),
    });
    const section = await screen.findByRole('region', { name: '참가 신청' });
    expect(within(section).getByText('참가 접수는 2026-11-21 19:00부터입니다.')).toBeTruthy();
    const button = await within(section).findByRole<HTMLButtonElement>('button', { name: '참가 신청' });
    expect(button.disabled).toBe(true);
  });
});
