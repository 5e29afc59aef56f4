import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { AdminBanner, bannerAdminCalls } from '@carddogam/contract/calls/banner-admin';
import { BANNER_MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import * as banners from '../repositories/banners';
import { storeImage } from './images';

/**
 * 관리자's banners of the ad placements (§2.22). Nothing caches banner answers on the server (the public
 * calls read the rows each time), so a write announces no change; the web app drops its own copies.
 */

type BannerSave = z.output<(typeof bannerAdminCalls.save)['params']>;

/** The folder under DATA_DIR/upload that /upload/banner_image/{file} serves. */
export const BANNER_FOLDER = 'banner_image';

const bannerMissing = () => notFound(BANNER_MSG.bannerNotFound);

function present(row: banners.BannerRow): AdminBanner {
  return {
    id: row.id,
    type: row.type,
    banner_image: row.bannerImage,
    link: row.link,
    is_ads: row.isAds,
    sort_order: row.sortOrder,
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
export async function saveBanner(db: Db, dataDir: string, input: BannerSave) {
  const current = input.id === undefined ? undefined : await banners.findBanner(db, input.id);
  if (input.id !== undefined && (!current || current.type !== input.type)) throw bannerMissing();
  const imageChanged = input.banner_image !== '' && input.banner_image !== current?.bannerImage;
  if (imageChanged && !(await fileExists(dataDir, input.banner_image)))
    throw badRequest(BANNER_MSG.imageMissing);
  const values: banners.BannerValues = {
    type: input.type,
    bannerImage: input.banner_image,
    link: input.link,
    isAds: input.is_ads,
    sortOrder: input.sort_order,
  };
  if (input.id === undefined) return { id: await banners.insertBanner(db, values) };
  if (!(await banners.updateBanner(db, input.id, values))) throw bannerMissing();
  return { id: input.id };
}

export async function removeBanner(db: Db, id: number) {
  if (!(await banners.deleteBanner(db, id))) throw bannerMissing();
  return { id };
}

export async function setPlacementShow(db: Db, type: string, isShow: boolean) {
  await banners.setPlacementShown(db, type, isShow);
  return { type, is_show: isShow };
}
