import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { preloadRoutes } from '../../test/render-app';
import { searchRow } from '../../test/search-row.fixture';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { CARD, CARD_ANSWER, DECKS, renderCard, SAVE } from './business-card.fixture';

const fact = (label: string) => within(screen.getByRole('group', { name: label }));

describe('명함 screen', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/businesscard', '/auth/login');
  }, 60_000);

  it("shows the logged-in member's own 명함, its picture and share links, with the edit form", async () => {
    const { callsTo } = renderCard('/businesscard', sessionUser());
    expect(await screen.findByRole('heading', { level: 1, name: '내 명함' })).toBeTruthy();
    expect(callsTo(CARD)[0]).toEqual({ user_id: 'trainer1' });
    const info = screen.getByRole('region', { name: '명함 정보' });
    expect(within(info).getByText('드래펄트 장인')).toBeTruthy();
    expect(fact('PTCGL 이름').getByText('pika_love')).toBeTruthy();
    expect(fact('리그 전적').getByText('12-5-1 (대회 3회)')).toBeTruthy();
    expect(fact('리그 최고 순위').getByText('2위')).toBeTruthy();
    expect(fact('콜렉션').getByText('1,234종')).toBeTruthy();
    expect(fact('대표 덱').getByRole('link', { name: '드래펄트 리그용' }).getAttribute('href')).toBe(
      '/deck/read?id=11',
    );

    const picture = screen.getByRole('img', { name: '피카츄사랑님의 명함 이미지' });
    expect(picture.getAttribute('src')).toBe('/api/capture/businesscard.png?user_id=trainer1');
    expect((screen.getByRole('textbox', { name: '공유 링크' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/businesscard?user_id=trainer1`,
    );
    expect(screen.getByRole('form', { name: '명함 수정' })).toBeTruthy();
  });

  it('offers only the member’s own decks and sends the edited 명함', async () => {
    const { callsTo } = renderCard('/businesscard', sessionUser(), {
      [SAVE]: { message: LEAGUE_MSG.businessCardSaved },
    });
    const form = await screen.findByRole('form', { name: '명함 수정' });
    const deckSelect = within(form).getByRole('combobox', { name: '대표 덱' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...deckSelect.options].map((o) => o.textContent)).toEqual([
        '선택 안 함',
        '드래펄트 리그용',
        '리자몽 연습',
      ]),
    );
    expect(callsTo(DECKS)[0]).toMatchObject({ search_type: '작성자', text: 'trainer1', size: 60 });

    fireEvent.change(within(form).getByRole('textbox', { name: '한 줄 소개' }), {
      target: { value: ' 리자몽으로 갈아탔어요 ' },
    });
    fireEvent.change(deckSelect, { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: '선택 해제' }));
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));

    await waitFor(() =>
      expect(callsTo(SAVE)).toEqual([
        { intro: '리자몽으로 갈아탔어요', favorite_card_id: null, main_deck_id: 12 },
      ]),
    );
    expect(await screen.findByText(LEAGUE_MSG.businessCardSaved)).toBeTruthy();
    // The card is asked again, and the picture's address changes so the new 명함 is drawn.
    await waitFor(() => expect(callsTo(CARD).length).toBeGreaterThan(1));
    expect(screen.getByRole('img', { name: '피카츄사랑님의 명함 이미지' }).getAttribute('src')).toMatch(
      /^\/api\/capture\/businesscard\.png\?user_id=trainer1&v=\d+$/,
    );
  });

  it('chooses the favourite card with the card search', async () => {
    const { callsTo } = renderCard('/businesscard', sessionUser(), {
      [SAVE]: { message: LEAGUE_MSG.businessCardSaved },
      '/api/admin/card/search/first/set/import': [{ set_name: '확장팩 151' }],
      '/api/card_search/card/list/kr': [searchRow()],
    });
    const form = await screen.findByRole('form', { name: '명함 수정' });
    fireEvent.click(within(form).getByRole('button', { name: '카드 찾기' }));
    const dialog = await screen.findByRole('dialog', { name: '좋아하는 카드 찾기' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '선택' }, { timeout: 25_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '좋아하는 카드 찾기' })).toBeNull());
    expect(within(within(form).getByLabelText('고른 카드')).getAllByText('리자몽 ex').length).toBeGreaterThan(
      0,
    );

    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(callsTo(SAVE)).toEqual([
        { intro: '드래펄트 장인', favorite_card_id: 'sv3pt5-6', main_deck_id: 11 },
      ]),
    );
  });

  it("shows the server's refusal of a save", async () => {
    renderCard('/businesscard', sessionUser(), {}, (api) =>
      failPath(api, SAVE, 403, 'FORBIDDEN', LEAGUE_MSG.deckNotYours),
    );
    const form = await screen.findByRole('form', { name: '명함 수정' });
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(LEAGUE_MSG.deckNotYours);
  });

  it("shows another member's 명함 read-only", async () => {
    const { callsTo } = renderCard('/businesscard?user_id=ash', sessionUser(), {
      [CARD]: { ...CARD_ANSWER, member: { ...CARD_ANSWER.member, user_id: 'ash', nickname: '지우' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '지우님의 명함' })).toBeTruthy();
    expect(callsTo(CARD)[0]).toEqual({ user_id: 'ash' });
    expect(screen.queryByRole('form', { name: '명함 수정' })).toBeNull();
    expect(callsTo(DECKS)).toEqual([]);
    expect(screen.getByRole('img', { name: '지우님의 명함 이미지' }).getAttribute('src')).toBe(
      '/api/capture/businesscard.png?user_id=ash',
    );
    expect(screen.getByRole('link', { name: '지우님의 전적' }).getAttribute('href')).toBe(
      '/record?user_id=ash',
    );
  });

  it('sends a guest without user_id to the login', async () => {
    const { router, callsTo } = renderCard('/businesscard', GUEST_ANSWER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/businesscard')}`);
    expect(callsTo(CARD)).toEqual([]);
  });

  it('says so when the member does not exist', async () => {
    renderCard('/businesscard?user_id=nobody', GUEST_ANSWER, {}, (api) =>
      failPath(api, CARD, 404, 'NOT_FOUND', LEAGUE_MSG.userMissing),
    );
    const notice = await screen.findByText(LEAGUE_MSG.userMissing);
    expect(notice.closest('[role="alert"]')).toBeTruthy();
  });
});
