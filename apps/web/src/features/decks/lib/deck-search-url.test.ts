import { describe, expect, it } from 'vitest';
import { deckListParams, parseDeckListParams } from './deck-search-url';

describe('deck list address', () => {
  it("reads the card page's 더보기 link", () => {
    const state = parseDeckListParams(new URLSearchParams('search_type=카드 ID&text=sv3pt5-6'));
    expect(state).toEqual({
      regulation_group: '전체',
      search_type: '카드 ID',
      text: 'sv3pt5-6',
      tag: '',
      season: '',
      sort: '최신순',
      page: 1,
    });
  });

  it('falls back to the defaults for unknown values and writes only what differs', () => {
    const state = parseDeckListParams(new URLSearchParams('sort=아무거나&page=-2&regulation_group=자유'));
    expect(state.sort).toBe('최신순');
    expect(state.page).toBe(1);
    expect(deckListParams({ ...state, page: 3 }).toString()).toBe(
      new URLSearchParams({ regulation_group: '자유', page: '3' }).toString(),
    );
  });
});
