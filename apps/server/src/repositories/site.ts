import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adsSetting, banner, ipBan, visitCounter, visitedLog } from '../db/schema/index';

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

/** Adds one visitor to today's (UTC) counter. */
export async function countVisit(db: DbOrTx): Promise<void> {
  await db
    .insert(visitCounter)
    .values({ day: sql`(now() at time zone 'utc')::date`, count: 1 })
    .onConflictDoUpdate({ target: visitCounter.day, set: { count: sql`${visitCounter.count} + 1` } });
}

export async function logVisit(db: DbOrTx, entry: { path: string; ip: string; userId: string | null }) {
  await db.insert(visitedLog).values(entry);
}

export function listBanners(db: DbOrTx, type: string) {
  return db
    .select({ banner_image: banner.bannerImage, link: banner.link, is_ads: banner.isAds })
    .from(banner)
    .where(eq(banner.type, type))
    .orderBy(asc(banner.sortOrder), asc(banner.id));
}
