import { z } from 'zod';
import { defineCall, id } from '../call';
import { AD_PLACEMENTS } from '../constants';
import { BANNER_MSG } from '../messages';

/**
 * The banners of an ad placement (§2.22) and whether the placement shows at all (§3 "Ads banner
 * setting"), for 관리자: /admin/board/ads manages the boards' placement, 'community'. The public side
 * reads the same rows through /api/check/ads_banner and /api/admin/main/banner/import (calls/application).
 */

/** The image upload (multipart, one file) answers the stored file's name, shown at BANNER_IMAGE_URL. */
export const BANNER_IMAGE_UPLOAD_PATH = '/api/admin/banner/image/upload';
export const bannerImageUploadResult = z.object({ file: z.string() });
/** Where a banner file is served; the Banner component of the web app builds the same address. */
export const bannerImageUrl = (file: string) => `/upload/banner_image/${encodeURIComponent(file)}`;

export const BANNER_LINK_MAX = 500;
/**
 * A web address with a host, or a path of this site. No whitespace and no backslash: browsers read
 * '/\\host' as '//host', another site.
 */
const LINK_PATTERN = /^(https?:\/\/[^\s\\/]+[^\s\\]*|\/(?![/\\])[^\s\\]*)$/i;
/** A stored file name: no folder part, not a hidden temporary file. */
const FILE_NAME_PATTERN = /^(?!\.)[A-Za-z0-9._-]{0,200}$/;

export const bannerPlacement = z.enum(AD_PLACEMENTS, { error: BANNER_MSG.placementInvalid });

export const bannerLink = z
  .string()
  .trim()
  .max(BANNER_LINK_MAX, BANNER_MSG.linkTooLong)
  .refine((link) => link === '' || LINK_PATTERN.test(link), BANNER_MSG.linkInvalid);

const bannerShape = {
  type: bannerPlacement,
  /** The stored file's name (the upload's answer); may be empty for an ad-network slot. */
  banner_image: z.string().trim().regex(FILE_NAME_PATTERN, BANNER_MSG.imageMissing).default(''),
  /** Empty: the image is shown without a link. */
  link: bannerLink.default(''),
  /** An ad-network slot instead of the image (§2.22). */
  is_ads: z.boolean().default(false),
  sort_order: z
    .number({ error: BANNER_MSG.sortInvalid })
    .int(BANNER_MSG.sortInvalid)
    .min(0, BANNER_MSG.sortInvalid)
    .max(10_000, BANNER_MSG.sortInvalid)
    .default(0),
};

/** An image banner needs its image; an ad-network slot does not. */
const hasImageUnlessAds = (b: { is_ads: boolean; banner_image: string }) => b.is_ads || b.banner_image !== '';
const imageRequired = { message: BANNER_MSG.imageRequired, path: ['banner_image'] };

/** A banner as the form and the save call check it. */
export const bannerFields = z.object(bannerShape).refine(hasImageUnlessAds, imageRequired);

export const adminBanner = z.object({
  id: z.number(),
  type: z.string(),
  banner_image: z.string(),
  link: z.string(),
  is_ads: z.boolean(),
  sort_order: z.number(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

const idAnswer = z.object({ id: z.number() });

/** Exported on its own for the banner form, which checks its input before sending. */
export const bannerSaveParams = z
  .object({ id: id.optional(), ...bannerShape })
  .refine(hasImageUnlessAds, imageRequired);

export const bannerAdminCalls = {
  /** A placement's banners in the order shown (the first one is what the placement shows) and its switch. */
  list: defineCall(
    '/api/admin/banner/list',
    z.object({ type: bannerPlacement }),
    z.object({ type: z.string(), is_show: z.boolean(), banners: z.array(adminBanner) }),
  ),
  /** Creates a banner (no id) or changes one. */
  save: defineCall('/api/admin/banner/save', bannerSaveParams, idAnswer),
  /** Removes the row; the image file stays (an old page may still show it). */
  remove: defineCall('/api/admin/banner/delete', z.object({ id }), idAnswer),
  /** Turns the placement on or off for everybody (ads_setting.is_show). */
  setShow: defineCall(
    '/api/admin/banner/show',
    z.object({ type: bannerPlacement, is_show: z.boolean() }),
    z.object({ type: z.string(), is_show: z.boolean() }),
  ),
};
