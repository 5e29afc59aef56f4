import { describe, expect, it } from 'vitest';
import { isAllowedLink, normaliseLink } from './link-address';

describe('link addresses', () => {
  it('keeps web addresses and gives bare ones https', () => {
    expect(normaliseLink(' https://pokemonkorea.co.kr/ ')).toBe('https://pokemonkorea.co.kr/');
    expect(normaliseLink('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(normaliseLink('example.com/card')).toBe('https://example.com/card');
    expect(normaliseLink('localhost:3000/board')).toBe('https://localhost:3000/board');
  });

  it('refuses every other scheme and broken addresses', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', 'https://', 'a b', ''])
      expect(normaliseLink(bad)).toBeNull();
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('JAVASCRIPT:alert(1)')).toBe(false);
    expect(isAllowedLink('https://example.com')).toBe(true);
    expect(isAllowedLink('example.com')).toBe(true);
  });
});
