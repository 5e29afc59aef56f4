import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SEOUL_TIME_ZONE } from '@carddogam/contract/dates';
import type { DbOrTx, Tx } from '../db/client';
import { adsSetting, banner } from '../db/schema/index';

/**
 * The banner rows of the ad placements and their on/off setting (§2.22), as 관리자 edits them. A period
 * is stored as instants: the start of its first Korean day and the start of the day after its last, so a
 * banner stops at midnight in Seoul whatever the server's clock says.
 */

export interface BannerValues {
  type: string;
  bannerImage: string;
  link: string;
  isAds: boolean;
  sortOrder: number;
  /** Korean calendar days ('YYYY-MM-DD'), both ends included; null is open-ended. */
  startsOn: string | null;
  endsOn: string | null;
}

const ZONE = sql.raw(`'${SEOUL_TIME_ZONE}'`);

/** Inside its period at this moment: what the public import answers. */
export const bannerLive: SQL<boolean> = sql<boolean>`((${banner.startsAt} is null or ${banner.startsAt} <= now())
  and (${banner.endsAt} is null or ${banner.endsAt} > now()))`;

/** The order a placement's banners are served in: a chosen ad slot first, then by sort_order. */
export const bannerOrder = [desc(banner.isAds), asc(banner.sortOrder), asc(banner.id)];

const columns = {
  id: banner.id,
  type: banner.type,
  bannerImage: banner.bannerImage,
  link: banner.link,
  isAds: banner.isAds,
  sortOrder: banner.sortOrder,
  startsOn: sql<string | null>`to_char(${banner.startsAt} at time zone ${ZONE}, 'YYYY-MM-DD')`,
  endsOn: sql<
    string | null
  >`to_char((${banner.endsAt} at time zone ${ZONE}) - interval '1 day', 'YYYY-MM-DD')`,
  live: bannerLive,
};
export type BannerRow = BannerValues & { id: number; live: boolean };

/** The first Korean day of a period as the instant it starts, and the last as the instant after it. */
const periodStart = (day: string | null) =>
  day === null ? null : sql`(${day}::date)::timestamp at time zone ${ZONE}`;
const periodEnd = (day: string | null) =>
  day === null ? null : sql`(${day}::date + 1)::timestamp at time zone ${ZONE}`;

function rowValues(values: BannerValues) {
  return {
    type: values.type,
    bannerImage: values.bannerImage,
    link: values.link,
    isAds: values.isAds,
    sortOrder: values.sortOrder,
    startsAt: periodStart(values.startsOn),
    endsAt: periodEnd(values.endsOn),
  };
}

/** In the order the public import answers them, so the first live row here is the one a placement shows. */
export function listPlacementBanners(db: DbOrTx, type: string): Promise<BannerRow[]> {
  return db
    .select(columns)
    .from(banner)
    .where(eq(banner.type, type))
    .orderBy(...bannerOrder);
}

export async function findBanner(db: DbOrTx, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select(columns).from(banner).where(eq(banner.id, id)).limit(1);
  return row;
}

/** The banner, locked until the transaction ends. */
export async function lockBanner(tx: Tx, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.select(columns).from(banner).where(eq(banner.id, id)).limit(1).for('update');
  return row;
}

/** The placement's banners of one kind, locked, in their served order (moving one renumbers them). */
export function lockPlacementKind(tx: Tx, type: string, isAds: boolean): Promise<BannerRow[]> {
  return tx
    .select(columns)
    .from(banner)
    .where(and(eq(banner.type, type), eq(banner.isAds, isAds)))
    .orderBy(...bannerOrder)
    .for('update');
}

export async function insertBanner(db: DbOrTx, values: BannerValues): Promise<number> {
  const [row] = await db.insert(banner).values(rowValues(values)).returning({ id: banner.id });
  return row!.id;
}

/** False when no banner has this id (of this placement). */
export async function updateBanner(db: DbOrTx, id: number, values: BannerValues): Promise<boolean> {
  const rows = await db
    .update(banner)
    .set(rowValues(values))
    .where(and(eq(banner.id, id), eq(banner.type, values.type)))
    .returning({ id: banner.id });
  return rows.length > 0;
}

export async function setSortOrder(db: DbOrTx, id: number, sortOrder: number): Promise<void> {
  await db.update(banner).set({ sortOrder }).where(eq(banner.id, id));
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(banner).where(eq(banner.id, id)).returning({ id: banner.id });
  return rows.length > 0;
}

/** Removes the placement's ad-slot rows; answers their ids. */
export async function deleteAdSlots(db: DbOrTx, type: string): Promise<number[]> {
  const rows = await db
    .delete(banner)
    .where(and(eq(banner.type, type), eq(banner.isAds, true)))
    .returning({ id: banner.id });
  return rows.map((row) => row.id);
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

/**
 * Makes sure the placement has its setting row and locks it, so two ad-slot choices for one placement
 * run one after the other (the row is the placement's lock; it stays hidden if it was new).
 */
export async function lockPlacement(tx: Tx, type: string): Promise<void> {
  await tx.insert(adsSetting).values({ type, isShow: false }).onConflictDoNothing();
  await tx.select({ type: adsSetting.type }).from(adsSetting).where(eq(adsSetting.type, type)).for('update');
}

export interface PlacementFigures {
  type: string;
  isShow: boolean;
  adSlots: number;
  images: number;
  liveImages: number;
}

/** Every placement that has a setting or a banner, with its counts, in one read. */
export async function placementFigures(db: DbOrTx): Promise<PlacementFigures[]> {
  const counts = await db
    .select({
      type: banner.type,
      adSlots: sql<number>`count(*) filter (where ${banner.isAds})::int`,
      images: sql<number>`count(*) filter (where not ${banner.isAds})::int`,
      liveImages: sql<number>`count(*) filter (where not ${banner.isAds} and ${bannerLive})::int`,
    })
    .from(banner)
    .groupBy(banner.type);
  const settings = await db.select({ type: adsSetting.type, isShow: adsSetting.isShow }).from(adsSetting);
  const byType = new Map<string, PlacementFigures>();
  for (const s of settings)
    byType.set(s.type, { type: s.type, isShow: s.isShow, adSlots: 0, images: 0, liveImages: 0 });
  for (const c of counts) byType.set(c.type, { ...c, isShow: byType.get(c.type)?.isShow ?? false });
  return [...byType.values()];
}
