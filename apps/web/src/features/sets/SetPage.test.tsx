import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SetSummary } from '@carddogam/contract/calls/sets';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

const summary = (fields: Partial<SetSummary> & Pick<SetSummary, 'nation' | 'name'>): SetSummary => ({
  code: fields.name,
  series: null,
  release_date: null,
  total_number: null,
  total: null,
  card_count: 0,
  logo: null,
  symbol: null,
  linked: [],
  ...fields,
});

const KR_151 = summary({
  nation: 'kr',
  name: '포켓몬 카드 151',
  series: '스칼렛・바이올렛',
  release_date: '2023-06-16',
  total_number: 165,
  card_count: 2,
  symbol: '/upload/set/sv2a.webp',
  linked: [{ nation: 'en', name: '151' }],
});
const EN_151 = summary({
  nation: 'en',
  name: '151',
  series: 'Scarlet & Violet',
  release_date: '2023-09-22',
  card_count: 3,
  linked: [{ nation: 'kr', name: '포켓몬 카드 151' }],
});

const card = (id: string, number: string, nameKr: string | null, nameEn: string) => ({
  card_id: id,
  number,
  name_kr: nameKr,
  name_en: nameEn,
  name_jp: null,
  rarity: 'C',
  image_kr: null,
  image_en: null,
  image_jp: null,
});

describe('/set', { timeout: 30_000 }, () => {
  it('lists the sets by series with their facts and other editions, filtered by edition', async () => {
    fakeApi({ ...SHELL_ANSWERS, '/api/set/list': [EN_151, KR_151] });
    const { router } = renderApp('/set');

    const krSeries = await screen.findByRole('region', { name: '스칼렛・바이올렛' }, { timeout: 20_000 });
    expect(within(krSeries).getByRole('link', { name: '포켓몬 카드 151' }).getAttribute('href')).toBe(
      `/set?nation=kr&name=${encodeURIComponent('포켓몬 카드 151')}`,
    );
    expect(within(krSeries).getByText('발매일 2023-06-16 · 165번까지 · 카드 2장')).toBeTruthy();
    expect(within(krSeries).getByRole('img', { name: '포켓몬 카드 151 심볼' })).toBeTruthy();
    expect(within(krSeries).getByRole('link', { name: '북미판 151' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Scarlet & Violet', '스칼렛・바이올렛']);

    fireEvent.click(screen.getByRole('radio', { name: '국내판' }));
    await waitFor(() => expect(router.state.location.search).toBe('?nation=kr'));
    expect(screen.queryByRole('region', { name: 'Scarlet & Violet' })).toBeNull();
    expect(screen.getByRole('region', { name: '스칼렛・바이올렛' })).toBeTruthy();
  });

  it("shows one set's cards in the order the server gives, each linking to its card page", async () => {
    const api = fakeApi({
      ...SHELL_ANSWERS,
      '/api/set/read': {
        set: KR_151,
        cards: [card('sv3pt5-1', '001', '이상해씨', 'Bulbasaur'), card('sv3pt5-2', '002', null, 'Ivysaur')],
      },
    });
    renderApp(`/set?nation=kr&name=${encodeURIComponent('포켓몬 카드 151')}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: '포켓몬 카드 151' }, { timeout: 20_000 }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: '카드 목록' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['001 이상해씨', '/card/detail?id=sv3pt5-1'],
      ['002 Ivysaur', '/card/detail?id=sv3pt5-2'],
    ]);
    expect(screen.getByRole('link', { name: '카드 검색에서 보기' }).getAttribute('href')).toContain(
      `set_name=${encodeURIComponent('포켓몬 카드 151')}`,
    );
    expect(api.calls.find((c) => c.path === '/api/set/read')?.params).toEqual({
      nation: 'kr',
      name: '포켓몬 카드 151',
    });
  });
});
