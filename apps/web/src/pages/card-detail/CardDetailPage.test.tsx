import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { MSG, NOT_RELEASED, noDataNotice } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { cardPage, editionRecord, searchRow } from '../../test/card-page.fixture';

function pageAnswers(page: CardPage | null, extra: Record<string, unknown> = {}) {
  return {
    ...SHELL_ANSWERS,
    '/api/card/detail/trade/group/import/card/kr': [],
    '/api/card/update/view_count/increase': { view_count: 8 },
    '/api/card/select/view_count': [{ view_count: 1234 }],
    '/api/admin/card/supertype/list/show': [
      { category: 'supertype', en: 'Pokémon', kr: '포켓몬' },
      { category: 'subtype:Pokémon', en: 'Stage 2', kr: '2진화' },
    ],
    '/api/card/detail/page': page ? [page] : [],
    '/api/card/list/samename': [],
    '/api/card/list/evolves': [],
    ...extra,
  };
}

const cardName = () => screen.findByRole('heading', { level: 1 });

// Each test renders the whole page and its queries; a busy machine needs more than the default 5 s.
describe('/card/detail', { timeout: 20_000 }, () => {
  it('opens in the default language and shows the info block, view count and copy buttons', async () => {
    const api = fakeApi(pageAnswers(cardPage()));
    renderApp('/card/detail?id=sv3pt5-6');

    expect((await cardName()).textContent).toBe('Charizard ex 카드 시세');
    expect(await screen.findByText('1,234명이 이 카드를 봤습니다')).toBeTruthy();
    expect(screen.getByText('006/165')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PLANETA Mochizuki' }).getAttribute('href')).toBe(
      '/card/list?artist=PLANETA%20Mochizuki',
    );
    expect(screen.getByRole('link', { name: '151' }).getAttribute('href')).toBe(
      '/card/list?set_nation=%EC%98%81%EC%96%B4%20%EC%A0%9C%ED%92%88%EB%AA%85&set_name=151',
    );
    // The set's own page, with its cards in number order and its prints in the other editions.
    expect(screen.getByRole('link', { name: '제품 정보' }).getAttribute('href')).toBe('/set?nation=en&name=151');
    expect(await screen.findByText('2진화')).toBeTruthy();
    // Attack costs as icons: one Fire for Brave Wing, four for Explosive Vortex.
    const vortex = document.querySelector('[data-attack="Explosive Vortex"]') as HTMLElement;
    expect(within(vortex).getAllByRole('img', { name: '불꽃' })).toHaveLength(4);
    // Weakness and retreat cost as icons.
    expect(screen.getAllByRole('img', { name: '물' }).length).toBeGreaterThan(0);
    expect(within(screen.getByLabelText('후퇴비용', { selector: 'span' })).getAllByRole('img')).toHaveLength(
      2,
    );
    expect(screen.getByRole('button', { name: '카드주소 복사' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '카드ID 복사' })).toBeTruthy();
    expect(
      screen.getByText(/이미지 등록 50~200P, 정보 입력\/수정 15~100P, 정보오류 제보 10~100P/),
    ).toBeTruthy();
    const pageCalls = api.calls.filter((call) => call.path === '/api/card/detail/page');
    expect(pageCalls.map((call) => call.params)).toEqual([{ id: 'sv3pt5-6' }]);
  });

  it('switches language, keeps it in the address, and reads it back on load', async () => {
    fakeApi(pageAnswers(cardPage({ kr: editionRecord(), default_nation: 'kr' })));
    const { router } = renderApp('/card/detail?id=sv3pt5-6');

    expect((await cardName()).textContent).toBe('리자몽 ex 카드 시세');
    fireEvent.click(screen.getByRole('radio', { name: '일어' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'リザードンex (리자몽 ex) 카드 시세',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('jp');
    expect(screen.getByRole('heading', { level: 2, name: 'リザードンex' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '영어' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Charizard ex (리자몽 ex) 카드 시세',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('en');
  });

  it('opens in the language of &lang= over the default one', async () => {
    fakeApi(pageAnswers(cardPage({ default_nation: 'en' })));
    renderApp('/card/detail?id=sv3pt5-6&lang=jp');
    expect((await cardName()).textContent).toBe('リザードンex 카드 시세');
  });

  it('shows the no-data notice with the unconfirmed Korean name for a missing Korean record', async () => {
    fakeApi(pageAnswers(cardPage({ kr: null, name_kr_suggestion: '리자몽ex' })));
    renderApp('/card/detail?id=sv3pt5-6&lang=kr');

    expect(await screen.findByText(noDataNotice('kr'))).toBeTruthy();
    expect(screen.getByText('미확인 한글 이름')).toBeTruthy();
    expect(screen.getByText('리자몽ex')).toBeTruthy();
    expect(noDataNotice('kr')).toContain('포인트');
  });

  it('shows the no-data notice without the invitation for English, and the not-released notice', async () => {
    fakeApi(pageAnswers(cardPage({ jp: editionRecord({ name: 'リザードンex', isAvailable: 0 }) })));
    const { router } = renderApp('/card/detail?id=sv3pt5-6&lang=jp');

    expect(await screen.findByText(NOT_RELEASED.jp)).toBeTruthy();
    await router.navigate('/card/detail?id=sv3pt5-6&lang=en');
    await waitFor(() => expect(screen.queryByText(NOT_RELEASED.jp)).toBeNull());
    expect(noDataNotice('en')).not.toContain('포인트');
  });

  it('shows the missing-card message for an unknown id and for no id', async () => {
    fakeApi(pageAnswers(null));
    const { router } = renderApp('/card/detail?id=no-such-card');
    expect(await screen.findByText(MSG.cardMissing)).toBeTruthy();

    await router.navigate('/card/detail');
    expect(await screen.findByText(MSG.cardMissing)).toBeTruthy();
  });

  it("shows the server's Korean message when the card cannot be loaded", async () => {
    const answers = pageAnswers(null) as Record<string, unknown>;
    delete answers['/api/card/detail/page'];
    fakeApi(answers);
    renderApp('/card/detail?id=sv3pt5-6');
    expect(await screen.findByText(MSG.notFound)).toBeTruthy();
  });

  it('hides HP, weakness, resistance and retreat for a Trainer and splits its rules', async () => {
    const trainer = cardPage({
      en: {
        ...cardPage().en,
        name: 'Nest Ball',
        supertype: 'Trainer',
        subtypes: 'Item',
        hp: null,
        types: '',
        evolvesFrom: null,
        rules: [
          'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
          'You may play any number of Item cards during your turn.',
        ],
      },
      parts: {
        en: { abilities: [], attacks: [] },
        kr: { abilities: [], attacks: [] },
        jp: { abilities: [], attacks: [] },
      },
      weaknesses: [],
    });
    fakeApi(pageAnswers(trainer));
    renderApp('/card/detail?id=sv3pt5-6');

    const effects = await screen.findByRole('region', { name: '효과' });
    expect(effects.textContent).toContain('Search your deck for a Basic Pokémon');
    expect(screen.getByRole('region', { name: '룰' }).textContent).toContain('any number of Item cards');
    expect(screen.queryByText('후퇴비용')).toBeNull();
    expect(screen.queryByText('약점')).toBeNull();
    expect(screen.queryByText('HP')).toBeNull();
  });

  it('lists related cards, 6 at first, all with 더보기 and 6 again with 간략히', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => searchRow(`rel-${i}`, { name_kr: `리자몽 ${i}`, total_count: 9 }));
    const api = fakeApi(
      pageAnswers(cardPage(), {
        '/api/card/list/samename': (params: unknown) =>
          rows((params as { keyword: { limit: number } }).keyword.limit === 6 ? 6 : 9),
        '/api/card/list/evolves': (params: unknown) =>
          (params as { keyword: { text: string } }).keyword.text === 'Charmeleon'
            ? [
                searchRow('sv3pt5-5', { name_en: 'Charmeleon', en_name: 'Charmeleon' }),
                searchRow('x', { en_name: 'Other' }),
              ]
            : [],
      }),
    );
    renderApp('/card/detail?id=sv3pt5-6');

    const same = await screen.findByRole('region', { name: '이름이 같은 카드' });
    await waitFor(() => expect(within(same).getAllByRole('link')).toHaveLength(6));
    const first = within(same).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/card/detail?id=rel-0');
    expect(first.getAttribute('target')).toBe('_blank');

    fireEvent.click(within(same).getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(within(same).getAllByRole('link')).toHaveLength(9));
    fireEvent.click(within(same).getByRole('button', { name: '간략히' }));
    await waitFor(() => expect(within(same).getAllByRole('link')).toHaveLength(6));

    const before = await screen.findByRole('region', { name: '진화전 카드' });
    await waitFor(() => expect(within(before).getAllByRole('link')).toHaveLength(1));
    // A Stage 2 ex with no evolvesTo has no post-evolution group.
    expect(screen.queryByRole('region', { name: '진화후 카드' })).toBeNull();

    const limits = api.calls
      .filter((call) => call.path === '/api/card/list/samename')
      .map((call) => (call.params as { keyword: unknown }).keyword);
    expect(limits).toContainEqual({ text: 'Charizard ex', id: 'sv3pt5-6', limit: 6 });
    expect(limits).toContainEqual({ text: 'Charizard ex', id: 'sv3pt5-6', limit: 1000 });
  });
});
