import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adsSetting, banner, ipBan, visitCounter, visitedLog } from '../db/schema/index';
import { bannerLive, bannerOrder } from './banners';

/** Site-wide settings and counters (§2.1, §2.22, §7.9). */

export function listAdsSettings(db: DbOrTx) {
  return db
    .select({ type: adsSetting.type, isShow: adsSetting.isShow })
    .from(adsSetting)
    .orderBy(asc(adsSetting.type));
}

export async function isIpBanned(db: DbOrTx, ip: string): Promise<boolean> {
  const rows = await db.select({ ip: ipBan.ip }).from(ipBan).where(eq(ipBan.ip, ip)).limit(1);
  return rows.length > 0;
}

/**
 * Adds one visitor to the counter of the Seoul day of `now`: the dashboard and the rollups count Seoul
 * days, so a visit at 08:00 in Seoul belongs to that day, not to the UTC day before.
 */
export async function countVisit(db: DbOrTx, now: Date = new Date()): Promise<void> {
  await db
    .insert(visitCounter)
    .values({ day: sql`(${now.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date`, count: 1 })
    .onConflictDoUpdate({ target: visitCounter.day, set: { count: sql`${visitCounter.count} + 1` } });
}

export async function logVisit(db: DbOrTx, entry: { path: string; ip: string; userId: string | null }) {
  await db.insert(visitedLog).values(entry);
}

/** The banners inside their period, a chosen ad slot first (decision 037); the page shows the first. */
export function listBanners(db: DbOrTx, type: string) {
  return db
    .select({ banner_image: banner.bannerImage, link: banner.link, is_ads: banner.isAds })
    .from(banner)
    .where(and(eq(banner.type, type), bannerLive))
    .orderBy(...bannerOrder);
}
