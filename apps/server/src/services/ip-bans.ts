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
