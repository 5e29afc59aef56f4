import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adsSetting, banner } from '../db/schema/index';

/** The banner rows of the ad placements and their on/off setting (§2.22), as 관리자 edits them. */

export interface BannerValues {
  type: string;
  bannerImage: string;
  link: string;
  isAds: boolean;
  sortOrder: number;
}

const columns = {
  id: banner.id,
  type: banner.type,
  bannerImage: banner.bannerImage,
  link: banner.link,
  isAds: banner.isAds,
  sortOrder: banner.sortOrder,
};
export type BannerRow = BannerValues & { id: number };

/** In the order the public import answers them, so the first row here is the one a placement shows. */
export function listPlacementBanners(db: DbOrTx, type: string): Promise<BannerRow[]> {
  return db
    .select(columns)
    .from(banner)
    .where(eq(banner.type, type))
    .orderBy(asc(banner.sortOrder), asc(banner.id));
}

export async function findBanner(db: DbOrTx, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select(columns).from(banner).where(eq(banner.id, id)).limit(1);
  return row;
}

export async function insertBanner(db: DbOrTx, values: BannerValues): Promise<number> {
  const [row] = await db.insert(banner).values(values).returning({ id: banner.id });
  return row!.id;
}

/** False when no banner has this id (of this placement). */
export async function updateBanner(db: DbOrTx, id: number, values: BannerValues): Promise<boolean> {
  const rows = await db
    .update(banner)
    .set(values)
    .where(and(eq(banner.id, id), eq(banner.type, values.type)))
    .returning({ id: banner.id });
  return rows.length > 0;
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(banner).where(eq(banner.id, id)).returning({ id: banner.id });
  return rows.length > 0;
}

/** A placement without a setting row shows nothing (the web app's default as well). */
export async function isPlacementShown(db: DbOrTx, type: string): Promise<boolean> {
  const [row] = await db
    .select({ isShow: adsSetting.isShow })
    .from(adsSetting)
    .where(eq(adsSetting.type, type))
    .limit(1);
  return row?.isShow ?? false;
}

export async function setPlacementShown(db: DbOrTx, type: string, isShow: boolean): Promise<void> {
  await db
    .insert(adsSetting)
    .values({ type, isShow })
    .onConflictDoUpdate({ target: adsSetting.type, set: { isShow } });
}
