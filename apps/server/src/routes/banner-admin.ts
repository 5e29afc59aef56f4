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
  moveBanner,
  placementBanners,
  placementSettings,
  removeBanner,
  saveBanner,
  setAdSlot,
  setPlacementShow,
  storeBannerImage,
} from '../services/banners';
import type { Services } from '../services/container';

/**
 * The banners of the ad placements and their on/off switch (§2.22): 관리자 only, like every site setting.
 * /admin/banner/main and ads manage every placement; /admin/board/ads the boards' 'community' one.
 */
export async function registerBannerAdminRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  r.handle(calls.list, admin, ({ type }, { services }) => placementBanners(services.db, type));
  r.handle(calls.save, admin, (input, { services, user }) =>
    saveBanner(services.db, services.env.dataDir, user!, input),
  );
  r.handle(calls.remove, admin, ({ id }, { services, user }) => removeBanner(services.db, user!, id));
  r.handle(calls.move, admin, ({ id, direction }, { services, user }) =>
    moveBanner(services.db, user!, id, direction),
  );
  r.handle(calls.setShow, admin, ({ type, is_show }, { services, user }) =>
    setPlacementShow(services.db, user!, type, is_show),
  );
  r.handle(calls.placements, admin, (_p, { services }) => placementSettings(services.db));
  r.handle(calls.setAdSlot, admin, ({ type, is_ads }, { services, user }) =>
    setAdSlot(services.db, user!, type, is_ads),
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
