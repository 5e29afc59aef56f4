import { BlockList, isIPv6 } from 'node:net';
import { IP_BAN_MSG } from '@carddogam/contract/calls/admin-users';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { deleteIpBan, listBannedIps, upsertIpBan } from '../repositories/ip-bans';
import type { WriteContext } from './changes';

/** How stale the ban list may get when a change was not announced (a CLI unban, Redis away). */
const RELOAD_MS = 30_000;

/**
 * The banned IPs, held in memory because every API call checks them. The list reloads at once after an
 * announced change (of this process, or of another one when Redis relays changes) and at the latest
 * RELOAD_MS after any other change.
 */
export class IpBanList {
  private ips = new Set<string>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly list: typeof listBannedIps = listBannedIps,
  ) {}

  async isBanned(ip: string): Promise<boolean> {
    if (Date.now() - this.loadedAt > RELOAD_MS) await this.reload();
    return this.ips.has(normalizeIp(ip));
  }

  /** Reloads the list before the next check. */
  invalidate(): void {
    this.loadedAt = 0;
    // A load already on its way may have read the list before the change: later checks wait for a new one.
    this.loading = null;
  }

  private reload(): Promise<void> {
    if (this.loading) return this.loading;
    const loading: Promise<void> = this.list(this.db)
      .then((ips) => {
        // Kept only if no change was announced while it loaded (invalidate dropped it).
        if (this.loading !== loading) return;
        this.ips = new Set(ips.map(normalizeIp));
        this.loadedAt = Date.now();
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
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

/**
 * A 관리자 bans an IP. A ban that would shut out the 관리자 adding it is refused; `npm run ip:unban` lifts
 * any other mistake.
 */
export async function banIp(
  { db, changes }: WriteContext,
  ban: { ip: string; reason: string; bannedBy: string; callerIp: string },
) {
  const lockout = lockoutOfBan(ban.ip, ban.callerIp);
  if (lockout === 'loopback') throw badRequest(IP_BAN_MSG.loopback, 'LOOPBACK_IP');
  if (lockout === 'own') throw badRequest(IP_BAN_MSG.ownIp, 'OWN_IP');
  const row = await upsertIpBan(db, { ip: normalizeIp(ban.ip), reason: ban.reason, bannedBy: ban.bannedBy });
  changes.ipBansChanged();
  return row;
}

/** Lifts the ban on an IP; answers how many bans were removed (0 or 1). */
export async function liftIpBan({ db, changes }: WriteContext, ip: string): Promise<number> {
  const deleted = await deleteIpBan(db, normalizeIp(ip));
  changes.ipBansChanged();
  return deleted;
}
