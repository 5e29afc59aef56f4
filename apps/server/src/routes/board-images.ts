import type { FastifyInstance } from 'fastify';
import { BOARD_IMAGE_UPLOAD_PATH, boardImageUploadResult } from '@carddogam/contract/calls/board';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { member } from '../policies/roles';
import type { Services } from '../services/container';
import { storeImage } from '../services/images';

/**
 * The board editor's image upload (drop or paste): one image per call, sniffed, re-encoded to WebP and
 * stripped of its metadata like every upload. Posts may only show images stored here (decision 027).
 */
export async function registerBoardImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await registerImageUploads(router, app, [
    {
      path: BOARD_IMAGE_UPLOAD_PATH,
      policy: member,
      missingMessage: MSG.imageFileMissing,
      store: async (bytes) =>
        boardImageUploadResult.parse({ url: await storeImage(services.env.dataDir, 'board', bytes) }),
    },
  ]);
}
