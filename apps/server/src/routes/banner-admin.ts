import type { FastifyInstance } from 'fastify';
import {
  BANNER_IMAGE_UPLOAD_PATH,
  bannerAdminCalls as calls,
  bannerImageUploadResult,
} from '@carddogam/contract/calls/banner-admin';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { admin } from '../policies/roles';
import {
  placementBanners,
  removeBanner,
  saveBanner,
  setPlacementShow,
  storeBannerImage,
} from '../services/banners';
import type { Services } from '../services/container';

/**
 * The banners of the ad placements and their on/off switch (§2.22): 관리자 only, like every site setting.
 * /admin/board/ads uses them for the boards' 'community' placement.
 */
export async function registerBannerAdminRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  r.handle(calls.list, admin, ({ type }, { services }) => placementBanners(services.db, type));
  r.handle(calls.save, admin, (input, { services }) => saveBanner(services.db, services.env.dataDir, input));
  r.handle(calls.remove, admin, ({ id }, { services }) => removeBanner(services.db, id));
  r.handle(calls.setShow, admin, ({ type, is_show }, { services }) =>
    setPlacementShow(services.db, type, is_show),
  );
  await registerImageUploads(r, app, [
    {
      path: BANNER_IMAGE_UPLOAD_PATH,
      policy: admin,
      missingMessage: MSG.imageFileMissing,
      store: async (bytes) =>
        bannerImageUploadResult.parse(await storeBannerImage(services.env.dataDir, bytes)),
    },
  ]);
}
