import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { TRADE_IMAGE_UPLOAD_PATH, tradeImageUploadResult } from '@carddogam/contract/calls/trade';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { AppError, badRequest, forbidden, unauthorized } from '../errors';
import { member } from '../policies/roles';
import type { Services } from '../services/container';
import { IMAGE_MAX_BYTES, storeImage } from '../services/images';

/**
 * The trade post image upload: one multipart file field, for members who are not banned. It is the one
 * trade call that is not a JSON `{params}` call, so it is registered on Fastify directly (multipart
 * parsing only in this scope) and added to the route table by hand for the policy-matrix test.
 */
export async function registerTradeImageRoute(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  router.table.push({ path: TRADE_IMAGE_UPLOAD_PATH, policy: member });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
    scope.post(TRADE_IMAGE_UPLOAD_PATH, { bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 }, async (req) => {
      const verdict = member.check(req.user ?? null);
      if (verdict === 'login') throw unauthorized(member.loginMessage);
      if (verdict === 'forbidden') throw forbidden(member.forbiddenMessage);
      if (!req.isMultipart()) throw badRequest(MSG.imageFileMissing, 'IMAGE_MISSING');
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
      return tradeImageUploadResult.parse({ url: await storeImage(services.env.dataDir, 'trade', bytes) });
    });
  });
}
