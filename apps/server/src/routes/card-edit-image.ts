import type { FastifyInstance } from 'fastify';
import { CARD_IMAGE_UPLOAD_PATH, cardImageUploadResult } from '@carddogam/contract/calls/card-edit';
import { NATIONS } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { staff } from '../policies/roles';
import { canEditEdition, enforce } from '../policies/permissions';
import type { Services } from '../services/container';
import { storeCardImage } from '../services/card-image-edit';

/**
 * §7.8 upload/image/{nation}: the edit dialog's cropped image, for staff (일어알바 only for jp). The
 * edition's image changes only when the dialog saves the returned file name.
 */
export async function registerCardEditImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await registerImageUploads(
    router,
    app,
    NATIONS.map((nation) => ({
      path: `${CARD_IMAGE_UPLOAD_PATH}${nation}`,
      policy: staff,
      missingMessage: MSG.imageFileMissing,
      // The §6 edition rule comes after the policy and the shape checks, like the rules of JSON calls.
      check: (req) => enforce(canEditEdition(req.user ?? null, nation)),
      store: async (bytes) =>
        cardImageUploadResult.parse({ filename: await storeCardImage(services.env.dataDir, nation, bytes) }),
    })),
  );
}
