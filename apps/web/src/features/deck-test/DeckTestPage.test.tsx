import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeckCardView, DeckDetail } from '@carddogam/contract/calls/decks';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER } from '../../test/session-fixtures';
import { mulliganChance, toNumber } from './lib/odds';
import { expandDeck, openTable, seededRandom } from './lib/simulation';

// Every table this file deals is replayable: the page draws from this seed instead of Math.random.
const SEED = 20240601;
vi.mock('./lib/random-source', async () => {
  const { seededRandom: seeded } = await import('./lib/simulation');
  return { pageRandom: () => seeded(20240601) };
});

const card = (patch: Partial<DeckCardView> & Pick<DeckCardView, 'card_id' | 'amount'>): DeckCardView => ({
  supertype: 'Trainer',
  name_en: 'Card',
  name_kr: null,
  name_jp: null,
  basic_energy: false,
  energy_type: null,
  set_code: 'DEM',
  number: '1',
  image_kr: null,
  image_en: null,
  image_jp: null,
  ...patch,
});

/** 60 cards, 8 of them Basic Pokémon (Pikachu and Eevee); Raichu is a Stage 1. */
const CARDS: DeckCardView[] = [
  card({ card_id: 'demo1-5', amount: 4, supertype: 'Pokémon', name_en: 'Pikachu', name_kr: '피카츄' }),
  card({ card_id: 'demo1-11', amount: 4, supertype: 'Pokémon', name_en: 'Eevee', name_kr: '이브이' }),
  card({ card_id: 'demo1-10', amount: 4, supertype: 'Pokémon', name_en: 'Raichu', name_kr: '라이츄' }),
  card({ card_id: 'demo1-20', amount: 36, name_en: "Professor's Research", name_kr: '박사의 연구' }),
  card({
    card_id: 'demo1-24',
    amount: 12,
    supertype: 'Energy',
    name_en: 'Lightning Energy',
    name_kr: '기본 번개 에너지',
    basic_energy: true,
  }),
];
const SUBTYPES: Record<string, string> = {
  'demo1-5': 'Basic',
  'demo1-11': 'Basic',
  'demo1-10': 'Stage 1',
  'demo1-1': 'Basic',
};

const DECK: DeckDetail = {
  id: 7,
  title: '라이츄 연습 덱',
  created: '2026-03-01 10:00',
  tag: '',
  regulation_group: '스탠다드',
  season: '',
  deck_nation: 'kr',
  pokemon_count: 12,
  trainer_count: 36,
  energy_count: 12,
  view_count: 3,
  like_count: 0,
  copy_count: 0,
  status: '공개',
  rating_avg: 0,
  rating_count: 0,
  writer: 'ash',
  writer_nickname: '지우',
  types: '',
  energy_counts: [],
  image_kr: null,
  image_en: null,
  image_jp: null,
  content: '',
  copied_from: null,
  cards: CARDS,
  liked: false,
  my_rating: null,
};

const cardEn = (params: unknown) => {
  const { id } = params as { id: string };
  return SUBTYPES[id] ? [{ id, supertype: 'Pokémon', subtypes: SUBTYPES[id] }] : [];
};

function renderTests(path: string, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    '/api/deck/read': DECK,
    '/api/card/detail/card_en': cardEn,
    ...answers,
  });
  return { api, ...renderApp(path) };
}

/** What the page should deal from `cards`: the same table, replayed from the seed. */
function expectedTable(cards: DeckCardView[]) {
  const result = openTable(
    expandDeck(
      cards.map((c) => ({ card_id: c.card_id, amount: c.amount, basic: SUBTYPES[c.card_id] === 'Basic' })),
    ),
    seededRandom(SEED),
  );
  if (!result.ok) throw new Error('the test deck cannot open');
  return result.table;
}

const count = (testId: string) => screen.getByTestId(testId).textContent;

describe('deck test (/tests)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/tests', '/deck/read');
  }, 60_000);

  it('deals a deck from ?deck_id=: 7 in hand, 6 face-down prizes, 47 left, and its mulligans', async () => {
    const { api } = renderTests('/tests?deck_id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '덱 테스트' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: DECK.title })).getAttribute('href')).toBe(
      '/deck/read?id=7',
    );

    await waitFor(() => expect(screen.getAllByTestId('hand-card')).toHaveLength(7));
    const expected = expectedTable(CARDS);
    expect(screen.getAllByTestId('hand-card').map((c) => c.dataset.cardId)).toEqual(
      expected.hand.map((c) => c.card_id),
    );
    expect(screen.getAllByTestId('prize-card')).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: '뒷면 카드' })).toHaveLength(6);
    expect(count('deck-count')).toBe('47');
    expect(count('turn')).toBe('시작 패');
    expect(count('mulligan-count')).toBe(String(expected.mulligans));

    // The deck's own read call, and the stage of each Pokémon (only those) from its English record.
    expect(api.calls.find((c) => c.path === '/api/deck/read')?.params).toEqual({ id: 7 });
    const looked = api.calls.filter((c) => c.path === '/api/card/detail/card_en').map((c) => c.params);
    expect(looked).toEqual(
      expect.arrayContaining([{ id: 'demo1-5' }, { id: 'demo1-11' }, { id: 'demo1-10' }]),
    );
    expect(looked).toHaveLength(3);
    // 8 Basics of 60: the exact mulligan chance C(52,7)/C(60,7).
    const exact = toNumber(mulliganChance({ size: 60, basics: 8 }));
    expect(screen.getByTestId('basic-odds').textContent).toContain('기본 포켓몬 8장 / 60장');
    expect(screen.getByTestId('exact-mulligan').textContent).toBe(`${(exact * 100).toFixed(1)}%`);
  });

  it('draws a card a turn, reveals the prizes and starts over with 다시 섞기', async () => {
    renderTests('/tests?deck_id=7');
    await waitFor(() => expect(screen.getAllByTestId('hand-card')).toHaveLength(7));
    const expected = expectedTable(CARDS);

    fireEvent.click(screen.getByRole('button', { name: '1장 뽑기' }));
    expect(screen.getAllByTestId('hand-card')).toHaveLength(8);
    expect(screen.getAllByTestId('hand-card').at(-1)?.dataset.cardId).toBe(expected.deck[0]!.card_id);
    expect(count('deck-count')).toBe('46');
    expect(count('turn')).toBe('1턴');
    fireEvent.click(screen.getByRole('button', { name: '1장 뽑기' }));
    expect(count('deck-count')).toBe('45');
    expect(count('turn')).toBe('2턴');

    fireEvent.click(screen.getByRole('button', { name: '프라이즈 확인' }));
    expect(screen.queryAllByRole('img', { name: '뒷면 카드' })).toHaveLength(0);
    expect(screen.getAllByTestId('prize-card').map((c) => c.dataset.cardId)).toEqual(
      expected.prizes.map((c) => c.card_id),
    );
    expect(screen.getByRole('button', { name: '프라이즈 숨기기' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '다시 섞기' }));
    expect(screen.getAllByTestId('hand-card')).toHaveLength(7);
    expect(count('deck-count')).toBe('47');
    expect(count('turn')).toBe('시작 패');
    expect(screen.getAllByRole('img', { name: '뒷면 카드' })).toHaveLength(6);
  });

  it('shows the mulligans a deck with a single Basic Pokémon takes', async () => {
    const lonely = [
      card({
        card_id: 'demo1-1',
        amount: 1,
        supertype: 'Pokémon',
        name_en: 'Bulbasaur',
        name_kr: '이상해씨',
      }),
      card({ card_id: 'demo1-20', amount: 59, name_en: "Professor's Research" }),
    ];
    const expected = expectedTable(lonely);
    // The seed is chosen so this deck misses its Basic at least once: the count shown is not the default 0.
    expect(expected.mulligans).toBeGreaterThan(0);
    renderTests('/tests?deck_id=7', { '/api/deck/read': { ...DECK, cards: lonely } });
    await waitFor(() => expect(screen.getAllByTestId('hand-card')).toHaveLength(7));
    expect(count('mulligan-count')).toBe(String(expected.mulligans));
    expect(screen.getAllByTestId('hand-card').some((c) => c.dataset.cardId === 'demo1-1')).toBe(true);
  });

  it('runs 1,000 opening hands and sets the measured mulligan rate beside the exact one', async () => {
    renderTests('/tests?deck_id=7');
    fireEvent.click(await screen.findByRole('button', { name: '1,000번 돌려보기' }));
    const text = screen.getByTestId('sample-result').textContent ?? '';
    expect(text).toMatch(/^1,000번 중 멀리건 \d+번 · 측정 \d+\.\d% · 계산 \d+\.\d%$/);
    const exact = toNumber(mulliganChance({ size: 60, basics: 8 }));
    expect(text).toContain(`계산 ${(exact * 100).toFixed(1)}%`);
  });

  it('gives the chosen card’s odds by turn and of being prized', async () => {
    renderTests('/tests?deck_id=7');
    const select = await screen.findByLabelText('확률을 볼 카드');
    fireEvent.change(select, { target: { value: 'demo1-10' } });
    const cells = within(screen.getByTestId('card-odds'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toHaveLength(4);
    // More cards seen, likelier to have it.
    const values = cells.map((c) => Number.parseFloat(c ?? ''));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(screen.getByTestId('prize-odds').textContent).toContain('4장 모두 프라이즈에 들어갈 확률');
  });

  it('tests a pasted deck list, listing the lines it could not use', async () => {
    const { api } = renderTests('/tests', {
      '/api/deck/import': {
        cards: CARDS,
        errors: [{ line: 3, text: '4 Nothing XXX 1', message: '3번째 줄: XXX 1 카드를 찾을 수 없습니다.' }],
      },
    });
    const box = await screen.findByLabelText('덱 리스트 붙여넣기');
    fireEvent.change(box, { target: { value: '4 Pikachu DEM 5\n4 Eevee DEM 11\n4 Nothing XXX 1' } });
    fireEvent.click(screen.getByRole('button', { name: '불러오기' }));

    await waitFor(() => expect(screen.getAllByTestId('hand-card')).toHaveLength(7));
    expect(api.calls.find((c) => c.path === '/api/deck/import')?.params).toEqual({
      text: '4 Pikachu DEM 5\n4 Eevee DEM 11\n4 Nothing XXX 1',
    });
    expect(screen.getByTestId('import-errors').textContent).toContain(
      '3번째 줄: XXX 1 카드를 찾을 수 없습니다.',
    );
    expect(count('deck-count')).toBe('47');
  });

  it('is linked from the deck page as 덱 테스트', async () => {
    renderTests('/deck/read?id=7', { '/api/deck/view_count/increase': { view_count: 4 } });
    expect((await screen.findByRole('link', { name: '덱 테스트' })).getAttribute('href')).toBe(
      '/tests?deck_id=7',
    );
  });

  it('shows the deck read call’s refusal, such as a private deck', async () => {
    fakeApi({
      ...SHELL_ANSWERS,
      '/api/auth/session': GUEST_ANSWER,
    });
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/deck/read'
        ? jsonResponse(403, {
            error: { code: 'FORBIDDEN', message: '비공개된 덱은 작성자 외에는 볼 수 없습니다.' },
          })
        : base(input, init),
    );
    renderApp('/tests?deck_id=9');
    expect((await screen.findByTestId('deck-test-message')).textContent).toBe(
      '비공개된 덱은 작성자 외에는 볼 수 없습니다.',
    );
    expect(screen.queryByTestId('hand-card')).toBeNull();
  });
});
