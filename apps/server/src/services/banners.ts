import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { AdminBanner, bannerAdminCalls, PlacementSetting } from '@carddogam/contract/calls/banner-admin';
import { AD_PLACEMENTS } from '@carddogam/contract/constants';
import { BANNER_MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as banners from '../repositories/banners';
import { logStaffAction } from '../repositories/staff-action-log';
import { storeImage } from './images';

/**
 * 관리자's banners of the ad placements (§2.22; /admin/banner/main and ads, /admin/board/ads). Nothing
 * caches banner answers on the server (the public calls read the rows each time), so a write announces
 * no change; the web app drops its own copies. Every write keeps its staff_action_log row.
 */

type BannerSave = z.output<(typeof bannerAdminCalls.save)['params']>;

/** The folder under DATA_DIR/upload that /upload/banner_image/{file} serves. */
export const BANNER_FOLDER = 'banner_image';

/** Moving renumbers a placement's banners 0, 10, 20 … so a later one can go between two by hand. */
const SORT_STEP = 10;

const bannerMissing = () => notFound(BANNER_MSG.bannerNotFound);

function present(row: banners.BannerRow): AdminBanner {
  return {
    id: row.id,
    type: row.type,
    banner_image: row.bannerImage,
    link: row.link,
    is_ads: row.isAds,
    sort_order: row.sortOrder,
    starts_at: row.startsOn,
    ends_at: row.endsOn,
    live: row.live,
  };
}

export async function placementBanners(db: Db, type: string) {
  const [rows, isShow] = await Promise.all([
    banners.listPlacementBanners(db, type),
    banners.isPlacementShown(db, type),
  ]);
  return { type, is_show: isShow, banners: rows.map(present) };
}

/** Re-encodes the upload like every image and answers the stored file's name. */
export async function storeBannerImage(dataDir: string, bytes: Buffer): Promise<{ file: string }> {
  const url = await storeImage(dataDir, BANNER_FOLDER, bytes);
  return { file: path.posix.basename(url) };
}

async function fileExists(dataDir: string, file: string): Promise<boolean> {
  try {
    return (await stat(path.join(dataDir, 'upload', BANNER_FOLDER, file))).isFile();
  } catch {
    return false;
  }
}

/**
 * A new image must be one the upload stored (the contract already keeps the name inside the folder). An
 * unchanged one is not checked, so a banner whose old file went missing can still have its link edited.
 */
export async function saveBanner(db: Db, dataDir: string, user: SessionUser, input: BannerSave) {
  const values: banners.BannerValues = {
    type: input.type,
    bannerImage: input.banner_image,
    link: input.link,
    isAds: input.is_ads,
    sortOrder: input.sort_order,
    startsOn: input.starts_at,
    endsOn: input.ends_at,
  };
  const known = input.id === undefined ? undefined : await banners.findBanner(db, input.id);
  const imageChanged = input.banner_image !== '' && input.banner_image !== known?.bannerImage;
  if (imageChanged && !(await fileExists(dataDir, input.banner_image)))
    throw badRequest(BANNER_MSG.imageMissing);
  return runInTransaction(db, async (tx) => {
    const before = input.id === undefined ? undefined : await banners.lockBanner(tx, input.id);
    if (input.id !== undefined && (!before || before.type !== input.type)) throw bannerMissing();
    const id = before ? before.id : await banners.insertBanner(tx, values);
    if (before) await banners.updateBanner(tx, id, values);
    await logStaffAction(tx, user.userId, {
      action: before ? 'banner.update' : 'banner.create',
      targetType: 'banner',
      targetId: id,
      before: before ?? null,
      after: { id, ...values },
    });
    return { id };
  });
}

export async function removeBanner(db: Db, user: SessionUser, id: number) {
  return runInTransaction(db, async (tx) => {
    const before = await banners.lockBanner(tx, id);
    if (!before) throw bannerMissing();
    await banners.deleteBanner(tx, id);
    await logStaffAction(tx, user.userId, {
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      before,
    });
    return { id };
  });
}

/**
 * Swaps the banner with its neighbour among the placement's banners of its kind, then writes the whole
 * order again in steps of SORT_STEP (ties of equal sort_order become a real order). At either end the
 * order stays as it is.
 */
export async function moveBanner(db: Db, user: SessionUser, id: number, direction: 'up' | 'down') {
  return runInTransaction(db, async (tx) => {
    const target = await banners.lockBanner(tx, id);
    if (!target) throw bannerMissing();
    const rows = await banners.lockPlacementKind(tx, target.type, target.isAds);
    const from = rows.findIndex((row) => row.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return { id };
    [rows[from], rows[to]] = [rows[to]!, rows[from]!];
    const before = rows.map((row) => ({ id: row.id, sort_order: row.sortOrder }));
    const after = rows.map((row, i) => ({ id: row.id, sort_order: i * SORT_STEP }));
    for (const [i, row] of after.entries())
      if (row.sort_order !== before[i]!.sort_order) await banners.setSortOrder(tx, row.id, row.sort_order);
    await logStaffAction(tx, user.userId, {
      action: 'banner.move',
      targetType: 'banner',
      targetId: id,
      before,
      after,
      memo: direction === 'up' ? '위로' : '아래로',
    });
    return { id };
  });
}

export async function setPlacementShow(db: Db, user: SessionUser, type: string, isShow: boolean) {
  await runInTransaction(db, async (tx) => {
    await banners.lockPlacement(tx, type);
    const before = await banners.isPlacementShown(tx, type);
    await banners.setPlacementShown(tx, type, isShow);
    await logStaffAction(tx, user.userId, {
      action: 'ads_setting.show',
      targetType: 'ads_setting',
      targetId: type,
      before: { is_show: before },
      after: { is_show: isShow },
    });
  });
  return { type, is_show: isShow };
}

/**
 * The ad-slot choice of a placement: on adds one ad-network slot row (served before the image banners),
 * off removes the placement's slot rows, so its image banners show again. Under the placement's lock, two
 * choices at once leave one slot row at most.
 */
export async function setAdSlot(db: Db, user: SessionUser, type: string, isAds: boolean) {
  await runInTransaction(db, async (tx) => {
    await banners.lockPlacement(tx, type);
    const slots = (await banners.listPlacementBanners(tx, type)).filter((row) => row.isAds);
    if (isAds === slots.length > 0) return;
    let after: unknown = null;
    if (isAds) {
      const values: banners.BannerValues = {
        type,
        bannerImage: '',
        link: '',
        isAds: true,
        sortOrder: 0,
        startsOn: null,
        endsOn: null,
      };
      after = { id: await banners.insertBanner(tx, values), ...values };
    } else {
      await banners.deleteAdSlots(tx, type);
    }
    await logStaffAction(tx, user.userId, {
      action: 'banner.ad_slot',
      targetType: 'ads_setting',
      targetId: type,
      before: slots.length > 0 ? slots : null,
      after,
    });
  });
  return { type, is_ads: isAds };
}

/** Every placement of §3, in the contract's order, then any other type that has rows (the event banner). */
export async function placementSettings(db: Db): Promise<PlacementSetting[]> {
  const figures = new Map((await banners.placementFigures(db)).map((f) => [f.type, f]));
  return AD_PLACEMENTS.map((type) => {
    const f = figures.get(type);
    return {
      type,
      is_show: f?.isShow ?? false,
      is_ads: (f?.adSlots ?? 0) > 0,
      live_images: f?.liveImages ?? 0,
      images: f?.images ?? 0,
    };
  });
}
