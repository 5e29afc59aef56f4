import { describe, expect, it } from 'vitest';
import { challengeBookPath, collectionListPath, ownerFromSearch } from './owner-param';

describe('whose book /collection/list shows', () => {
  it('prefers user_id, then nickname, then the logged-in member', () => {
    expect(ownerFromSearch(new URLSearchParams('user_id=ash&nickname=지우'), 'me')).toEqual({
      user_id: 'ash',
    });
    expect(ownerFromSearch(new URLSearchParams('nickname=%EC%A7%80%EC%9A%B0'), 'me')).toEqual({
      nickname: '지우',
    });
    expect(ownerFromSearch(new URLSearchParams('nickname=%20'), 'me')).toEqual({ user_id: 'me' });
    expect(ownerFromSearch(new URLSearchParams(''), null)).toBeNull();
  });

  it('builds the book and challenge book addresses with encoded names', () => {
    expect(collectionListPath('지우 1')).toBe('/collection/list?nickname=%EC%A7%80%EC%9A%B0%201');
    expect(challengeBookPath('kr', '포켓몬 카드 151')).toBe(
      '/collection/challengebook/read?set=%ED%8F%AC%EC%BC%93%EB%AA%AC+%EC%B9%B4%EB%93%9C+151&nation=kr',
    );
  });
});
