import { describe, expect, it } from 'vitest';
import { isAllowedHost, isIpAddress, parseHostList } from './host-check';

describe('host check', () => {
  const production = ['carddogam.kr', 'www.carddogam.kr'];

  it('always accepts localhost and IP addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '192.168.0.12', '[::1]', 'app.localhost']) {
      expect(isAllowedHost(host, production)).toBe(true);
    }
  });

  it('accepts the production hosts, in any letter case', () => {
    expect(isAllowedHost('carddogam.kr', production)).toBe(true);
    expect(isAllowedHost('WWW.Carddogam.KR', production)).toBe(true);
  });

  it('refuses other hosts once production hosts are configured', () => {
    expect(isAllowedHost('carddogam.kr.evil.example', production)).toBe(false);
    expect(isAllowedHost('mirror.example', production)).toBe(false);
  });

  it('accepts any host when no production host is configured', () => {
    expect(isAllowedHost('staging.example', [])).toBe(true);
  });

  it('parses the comma list', () => {
    expect(parseHostList(' carddogam.kr, WWW.carddogam.kr ,,')).toEqual(['carddogam.kr', 'www.carddogam.kr']);
    expect(parseHostList(undefined)).toEqual([]);
  });

  it('tells IP addresses from names', () => {
    expect(isIpAddress('10.0.0.1')).toBe(true);
    expect(isIpAddress('256.1.1.1')).toBe(false);
    expect(isIpAddress('1.2.3.example')).toBe(false);
  });
});
