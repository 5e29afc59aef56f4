import { describe, expect, it } from 'vitest';
import { composeHref, messageIdOf, tabOf } from './message-links';

const params = (query: string) => new URLSearchParams(query);

describe('message links', () => {
  it('opens 쪽지쓰기 for ?to= and 받은쪽지 otherwise', () => {
    expect(tabOf(params('to=피카츄'))).toBe('write');
    expect(tabOf(params(''))).toBe('inbox');
    expect(tabOf(params('tab=outbox&to=x'))).toBe('outbox');
    expect(tabOf(params('tab=nonsense'))).toBe('inbox');
  });

  it('reads only sane message ids', () => {
    expect(messageIdOf(params('id=42'))).toBe(42);
    expect(messageIdOf(params('id=0'))).toBeNull();
    expect(messageIdOf(params('id=-3'))).toBeNull();
    expect(messageIdOf(params('id=1e5'))).toBeNull();
    expect(messageIdOf(params('id=99999999999'))).toBeNull();
  });

  it('builds the compose address with the recipient and the trade post', () => {
    expect(composeHref('리자 몽', 7)).toBe(
      '/mypage/message?tab=write&to=%EB%A6%AC%EC%9E%90+%EB%AA%BD&trade_post=7',
    );
  });
});
