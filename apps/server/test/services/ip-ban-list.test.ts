import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { IpBanList } from '../../src/services/ip-bans';

describe('IpBanList', () => {
  it('checks against a new list when a ban was announced while the old one was loading', async () => {
    let release!: (ips: string[]) => void;
    const reads = [() => new Promise<string[]>((resolve) => (release = resolve)), async () => ['10.0.0.9']];
    const bans = new IpBanList({} as Db, async () => reads.shift()!());
    const first = bans.isBanned('10.0.0.9');
    // A 관리자 bans 10.0.0.9; the announcement arrives before the first load (read before the ban) ends.
    bans.invalidate();
    release([]);
    expect(await first).toBe(false);
    expect(await bans.isBanned('10.0.0.9')).toBe(true);
  });

  it('matches an IPv4 client seen through a dual-stack socket', async () => {
    const bans = new IpBanList({} as Db, async () => ['1.2.3.4']);
    expect(await bans.isBanned('::ffff:1.2.3.4')).toBe(true);
    expect(await bans.isBanned('1.2.3.5')).toBe(false);
  });
});
