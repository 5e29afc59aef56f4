import { BlockList, isIPv6 } from 'node:net';
import type { Db } from '../db/client';
import { listBannedIps } from '../repositories/ip-bans';

/** How stale another process's view of the ban list may get. */
const RELOAD_MS = 30_000;

/**
 * The banned IPs, held in memory because every API call checks them. This process reloads at once after
 * its own changes and at most RELOAD_MS after another process's.
 */
export class IpBanList {
  private ips = new Set<string>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async isBanned(ip: string): Promise<boolean> {
    if (Date.now() - this.loadedAt > RELOAD_MS) await this.reload();
    return this.ips.has(normalizeIp(ip));
  }

  /** Call after adding or removing a ban. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private reload(): Promise<void> {
    this.loading ??= listBannedIps(this.db)
      .then((ips) => {
        this.ips = new Set(ips.map(normalizeIp));
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

/** IPv4 clients on a dual-stack socket appear as ::ffff:1.2.3.4; a ban on 1.2.3.4 must still match. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip.toLowerCase();
}

/** 127.0.0.0/8 and ::1: the server itself, its local tools and a proxy on the same machine. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const family = (ip: string) => (isIPv6(ip) ? 'ipv6' : 'ipv4');

/**
 * Why a ban on `ip` would lock staff out, or null when it may be added. A ban on the caller's own
 * address shuts out the 관리자 who adds it (and every staff member behind the same address); a ban on a
 * loopback address shuts out whoever reaches the server through a local proxy. Addresses are compared
 * as addresses, so '::ffff:1.2.3.4' is 1.2.3.4 and '2001:db8:0:0::1' is '2001:db8::1'.
 */
export function lockoutOfBan(ip: string, callerIp: string): 'loopback' | 'own' | null {
  if (LOOPBACK.check(ip, family(ip))) return 'loopback';
  const caller = new BlockList();
  caller.addAddress(normalizeIp(callerIp), family(normalizeIp(callerIp)));
  return caller.check(ip, family(ip)) ? 'own' : null;
}
