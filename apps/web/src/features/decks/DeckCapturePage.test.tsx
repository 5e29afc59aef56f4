import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeckDetail } from '@carddogam/contract/calls/decks';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER } from '../../test/session-fixtures';

const DECK: DeckDetail = {
  id: 7,
  title: '드래펄트 리그용',
  created: '2026-03-01 10:00',
  tag: '',
  regulation_group: '스탠다드',
  season: '',
  deck_nation: 'kr',
  pokemon_count: 20,
  trainer_count: 30,
  energy_count: 10,
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
  cards: [],
  liked: false,
  my_rating: null,
};

function renderDeck(path: string, deck: DeckDetail) {
  fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    '/api/deck/read': deck,
    '/api/deck/view_count/increase': { view_count: 4 },
  });
  return renderApp(path);
}

describe('deck share picture (/deck_capture)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/deck_capture', '/deck/read');
  }, 60_000);

  it('shows the deck’s 1200×630 picture with 이미지 저장 and the page to share', async () => {
    renderDeck('/deck_capture?id=7', DECK);
    const picture = await screen.findByRole('img', { name: '드래펄트 리그용 덱 이미지' });
    expect(picture.getAttribute('src')).toBe('/api/capture/deck.png?id=7');
    expect(screen.getByRole('link', { name: '이미지 저장' }).getAttribute('download')).toBe(
      'carddogam-deck-7.png',
    );
    expect((screen.getByRole('textbox', { name: '공유 링크' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/deck_capture?id=7`,
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: '덱 레시피' }).getAttribute('href'),
    ).toBe('/deck/read?id=7');
  });

  it('explains that a private deck has no share picture', async () => {
    renderDeck('/deck_capture?id=7', { ...DECK, status: '비공개' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '비공개 덱은 공유 이미지를 만들 수 없습니다',
    );
    expect(screen.queryByRole('img', { name: '드래펄트 리그용 덱 이미지' })).toBeNull();
  });

  it('links the deck page to its share picture', async () => {
    renderDeck('/deck/read?id=7', DECK);
    expect((await screen.findByRole('link', { name: '공유 이미지' })).getAttribute('href')).toBe(
      '/deck_capture?id=7',
    );
  });

  it('offers no share picture on a private deck’s page', async () => {
    renderDeck('/deck/read?id=7', { ...DECK, status: '비공개' });
    expect(await screen.findByRole('heading', { level: 1, name: '드래펄트 리그용' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /좋아요/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '공유 이미지' })).toBeNull();
  });
});
