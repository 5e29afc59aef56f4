import { describe, expect, it } from 'vitest';
import { linkifyParts } from './linkify';

describe('linkify (§5)', () => {
  it('links http, https, ftp and www addresses, leaving sentence punctuation outside', () => {
    expect(linkifyParts('보세요 https://example.com/a?b=1. 끝')).toEqual([
      { kind: 'text', text: '보세요 ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. 끝' },
    ]);
    expect(linkifyParts('www.pokemon.co.kr')[0]).toEqual({
      kind: 'link',
      text: 'www.pokemon.co.kr',
      href: 'http://www.pokemon.co.kr',
    });
    expect(linkifyParts('ftp://files.example.com')[0]).toMatchObject({ kind: 'link' });
  });

  it('turns e-mail-like text into mailto links', () => {
    expect(linkifyParts('문의: seller@example.com')[1]).toEqual({
      kind: 'link',
      text: 'seller@example.com',
      href: 'mailto:seller@example.com',
    });
  });

  it('never makes a javascript: link and keeps markup as text', () => {
    const parts = linkifyParts('<img src=x onerror=alert(1)> javascript:alert(1)');
    expect(parts).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> javascript:alert(1)' }]);
  });
});
