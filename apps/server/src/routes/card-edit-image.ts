import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CARD_IMAGE_UPLOAD_PATH, cardImageUploadResult } from '@carddogam/contract/calls/card-edit';
import { NATIONS } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { AppError, badRequest, forbidden, unauthorized } from '../errors';
import { staff } from '../policies/roles';
import { canEditEdition, enforce } from '../policies/permissions';
import type { Services } from '../services/container';
import { IMAGE_MAX_BYTES } from '../services/images';
import { storeCardImage } from '../services/card-image-edit';

/**
 * §7.8 upload/image/{nation}: the edit dialog's cropped image as one multipart file field, for staff
 * (일어알바 only for jp). Like the trade upload it is registered on Fastify directly and added to the
 * route table by hand; the edition's image changes only when the dialog saves the returned file name.
 */
export async function registerCardEditImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
    for (const nation of NATIONS) {
      const path = `${CARD_IMAGE_UPLOAD_PATH}${nation}`;
      router.table.push({ path, policy: staff });
      scope.post(path, { bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 }, async (req) => {
        const user = req.user ?? null;
        const verdict = staff.check(user);
        if (verdict === 'login') throw unauthorized(staff.loginMessage);
        if (verdict === 'forbidden') throw forbidden(staff.forbiddenMessage);
        if (!req.isMultipart()) throw badRequest(MSG.imageFileMissing, 'IMAGE_MISSING');
        // The §6 edition rule comes after the policy and the shape checks, like the rules of JSON calls.
        enforce(canEditEdition(user, nation));
        let bytes: Buffer;
        try {
          const file = await req.file();
          if (!file) throw badRequest(MSG.imageFileMissing, 'IMAGE_MISSING');
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'IMAGE_TOO_LARGE', MSG.imageTooLarge);
          throw badRequest(MSG.imageNotImage, 'NOT_AN_IMAGE');
        }
        return cardImageUploadResult.parse({
          filename: await storeCardImage(services.env.dataDir, nation, bytes),
        });
      });
    }
  });
}
