import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { PROVIDE_IMAGE_UPLOAD_PATH, provideImageUploadResult } from '@carddogam/contract/calls/provide';
import { NATIONS } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { AppError, badRequest, forbidden, unauthorized } from '../errors';
import { member } from '../policies/roles';
import type { Services } from '../services/container';
import { IMAGE_MAX_BYTES, storeImage } from '../services/images';
import { PROVIDE_IMAGE_FOLDER } from '../services/provide';

const uploadQuery = z.object({ card_nation: z.enum(NATIONS) });

/**
 * The §2.6 image upload (§7.7 insert/image): one multipart file field and card_nation in the query, for
 * members who are not banned. Like the trade upload it is registered on Fastify directly and added to
 * the route table by hand. The file is sniffed and re-encoded by services/images (a text file named
 * .png is refused; a PNG named .jpg is fine) and the stored path is answered for the report call.
 */
export async function registerProvideImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  router.table.push({ path: PROVIDE_IMAGE_UPLOAD_PATH, policy: member });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
    scope.post(PROVIDE_IMAGE_UPLOAD_PATH, { bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 }, async (req) => {
      const verdict = member.check(req.user ?? null);
      if (verdict === 'login') throw unauthorized(member.loginMessage);
      if (verdict === 'forbidden') throw forbidden(member.forbiddenMessage);
      if (!uploadQuery.safeParse(req.query).success)
        throw badRequest(MSG.imageNationRequired, 'NATION_REQUIRED');
      if (!req.isMultipart()) throw badRequest(MSG.imageRequired, 'IMAGE_MISSING');
      let bytes: Buffer;
      try {
        const file = await req.file();
        if (!file) throw badRequest(MSG.imageRequired, 'IMAGE_MISSING');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'IMAGE_TOO_LARGE', MSG.imageTooLarge);
        throw badRequest(MSG.imageNotImage, 'NOT_AN_IMAGE');
      }
      const image = await storeImage(services.env.dataDir, PROVIDE_IMAGE_FOLDER, bytes);
      return provideImageUploadResult.parse({ image });
    });
  });
}
