import { z } from 'zod';
import { defineCall, id, noParams } from '../call';
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

/** The messages of the period, order and ad-slot calls (/admin/banner/main and ads). */
export const BANNER_ADMIN_MSG = {
  dateInvalid: '기간은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  periodOrder: '종료일은 시작일보다 빠를 수 없습니다.',
  moved: '순서를 바꿨습니다.',
  adSlotOn: '광고 슬롯을 켰습니다.',
  adSlotOff: '광고 슬롯을 껐습니다.',
} as const;

/** A Korean calendar day; a period runs from the start of its first day to the end of its last (Asia/Seoul). */
const periodDay = z.iso.date({ error: BANNER_ADMIN_MSG.dateInvalid }).nullable().default(null);
const periodInOrder = (b: { starts_at: string | null; ends_at: string | null }) =>
  b.starts_at === null || b.ends_at === null || b.starts_at <= b.ends_at;
const periodOrder = { message: BANNER_ADMIN_MSG.periodOrder, path: ['ends_at'] };

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
  /** Empty ends mean open-ended; outside the period the public import leaves the banner out. */
  starts_at: periodDay,
  ends_at: periodDay,
};

/** An image banner needs its image; an ad-network slot does not. */
const hasImageUnlessAds = (b: { is_ads: boolean; banner_image: string }) => b.is_ads || b.banner_image !== '';
const imageRequired = { message: BANNER_MSG.imageRequired, path: ['banner_image'] };

/** A banner as the form and the save call check it. */
export const bannerFields = z
  .object(bannerShape)
  .refine(hasImageUnlessAds, imageRequired)
  .refine(periodInOrder, periodOrder);

export const adminBanner = z.object({
  id: z.number(),
  type: z.string(),
  banner_image: z.string(),
  link: z.string(),
  is_ads: z.boolean(),
  sort_order: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Inside its period now: what the public import would answer. */
  live: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

const idAnswer = z.object({ id: z.number() });

/** Exported on its own for the banner form, which checks its input before sending. */
export const bannerSaveParams = z
  .object({ id: id.optional(), ...bannerShape })
  .refine(hasImageUnlessAds, imageRequired)
  .refine(periodInOrder, periodOrder);

/** One placement's row on /admin/banner/ads. */
export const placementSetting = z.object({
  type: z.string(),
  is_show: z.boolean(),
  /** An ad-network slot is chosen: the placement shows it instead of its image banners. */
  is_ads: z.boolean(),
  /** Image banners inside their period now, and all of them. */
  live_images: z.number(),
  images: z.number(),
});
export type PlacementSetting = z.infer<typeof placementSetting>;

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
  /** Moves a banner one place up or down among the placement's banners of its kind (image or ad slot). */
  move: defineCall(
    '/api/admin/banner/move',
    z.object({ id, direction: z.enum(['up', 'down'], { error: BANNER_MSG.sortInvalid }) }),
    idAnswer,
  ),
  /** Every placement of AD_PLACEMENTS with its switch and ad-slot choice (/admin/banner/ads). */
  placements: defineCall('/api/admin/banner/placements', noParams, z.array(placementSetting)),
  /** Chooses the ad-network slot for a placement (is_ads) or goes back to its image banners. */
  setAdSlot: defineCall(
    '/api/admin/banner/ad_slot',
    z.object({ type: bannerPlacement, is_ads: z.boolean() }),
    z.object({ type: z.string(), is_ads: z.boolean() }),
  ),
};
