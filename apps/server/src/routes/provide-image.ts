import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROVIDE_IMAGE_UPLOAD_PATH, provideImageUploadResult } from '@carddogam/contract/calls/provide';
import { NATIONS } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { badRequest } from '../errors';
import { member } from '../policies/roles';
import type { Services } from '../services/container';
import { storeImage } from '../services/images';
import { PROVIDE_IMAGE_FOLDER } from '../services/provide';

const uploadQuery = z.object({ card_nation: z.enum(NATIONS) });

/**
 * The §2.6 image upload (§7.7 insert/image): one image with card_nation in the query, for members who are
 * not banned. A text file named .png is refused; a PNG named .jpg is fine (services/images sniffs and
 * re-encodes); the stored path is answered for the report call.
 */
export async function registerProvideImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await registerImageUploads(router, app, [
    {
      path: PROVIDE_IMAGE_UPLOAD_PATH,
      policy: member,
      missingMessage: MSG.imageRequired,
      check: (req) => {
        if (!uploadQuery.safeParse(req.query).success)
          throw badRequest(MSG.imageNationRequired, 'NATION_REQUIRED');
      },
      store: async (bytes) =>
        provideImageUploadResult.parse({
          image: await storeImage(services.env.dataDir, PROVIDE_IMAGE_FOLDER, bytes),
        }),
    },
  ]);
}
