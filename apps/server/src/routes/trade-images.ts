import type { FastifyInstance } from 'fastify';
import { TRADE_IMAGE_UPLOAD_PATH, tradeImageUploadResult } from '@carddogam/contract/calls/trade';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { member } from '../policies/roles';
import type { Services } from '../services/container';
import { storeImage } from '../services/images';

/** The trade post image upload: one image, for members who are not banned. */
export async function registerTradeImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await registerImageUploads(router, app, [
    {
      path: TRADE_IMAGE_UPLOAD_PATH,
      policy: member,
      missingMessage: MSG.imageFileMissing,
      store: async (bytes) =>
        tradeImageUploadResult.parse({ url: await storeImage(services.env.dataDir, 'trade', bytes) }),
    },
  ]);
}
