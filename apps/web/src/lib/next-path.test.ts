import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/mypage/point?page=2', '/mypage/point?page=2'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/auth/logout', '/'],
    ['/auth/login?next=/x', '/'],
    ['/auth/loginx', '/auth/loginx'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('builds the login path with the page encoded', () => {
    expect(loginPath('/mypage/point?page=2')).toBe('/auth/login?next=%2Fmypage%2Fpoint%3Fpage%3D2');
  });
});
