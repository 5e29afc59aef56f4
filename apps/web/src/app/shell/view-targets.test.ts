import { describe, expect, it } from 'vitest';
import { viewTargetFor } from './view-targets';

const target = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return viewTargetFor(parsed.pathname, parsed.searchParams);
};

describe('viewTargetFor', () => {
  it('finds the record of the four counted pages', () => {
    expect(target('/card/detail?id=sv1-25')).toEqual({ kind: 'card', id: 'sv1-25' });
    expect(target('/trade/post/read?id=4')).toEqual({ kind: 'trade_post', id: '4' });
    expect(target('/pointmall/read?id=9')).toEqual({ kind: 'pointmall', id: '9' });
    expect(target('/board/read?board_group=a&board_name=b&id=5')).toEqual({ kind: 'board', id: '5' });
  });

  it('ignores other pages and ids that cannot name a record', () => {
    expect(target('/deck/read?id=3')).toBeNull();
    expect(target('/card/detail')).toBeNull();
    expect(target('/board/read?id=abc')).toBeNull();
  });
});
