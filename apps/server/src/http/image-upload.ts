import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MSG } from '@carddogam/contract/messages';
import { AppError, badRequest, forbidden, unauthorized } from '../errors';
import type { Policy } from '../policies/policy';
import { IMAGE_MAX_BYTES } from '../services/images';
import type { CallRouter } from './call-router';

export interface ImageUploadRoute {
  path: string;
  policy: Policy;
  /** The message when the request holds no file. */
  missingMessage: string;
  /** Rules past the policy (a query parameter, the §6 edition rule), checked once the body is multipart. */
  check?: (req: FastifyRequest) => void;
  /** Stores the file's bytes (sniffed and re-encoded by services/images) and gives the answer. */
  store: (bytes: Buffer, req: FastifyRequest) => Promise<unknown>;
}

/**
 * Image uploads are the calls that are not JSON `{params}` calls: one multipart file field, read with the
 * size limit. They are registered on Fastify directly (multipart parsing only in their scope) and added
 * to the route table by hand, so the policy-matrix test sees them like every other call.
 */
export async function registerImageUploads(
  router: CallRouter,
  app: FastifyInstance,
  routes: ImageUploadRoute[],
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
    for (const route of routes) {
      router.table.push({ path: route.path, policy: route.policy });
      scope.post(route.path, { bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 }, async (req) => {
        const verdict = route.policy.check(req.user ?? null);
        if (verdict === 'login') throw unauthorized(route.policy.loginMessage);
        if (verdict === 'forbidden') throw forbidden(route.policy.forbiddenMessage);
        if (!req.isMultipart()) throw badRequest(route.missingMessage, 'IMAGE_MISSING');
        route.check?.(req);
        return route.store(await readImage(req, route.missingMessage), req);
      });
    }
  });
}

async function readImage(req: FastifyRequest, missingMessage: string): Promise<Buffer> {
  try {
    const file = await req.file();
    if (!file) throw badRequest(missingMessage, 'IMAGE_MISSING');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'IMAGE_TOO_LARGE', MSG.imageTooLarge);
    throw badRequest(MSG.imageNotImage, 'NOT_AN_IMAGE');
  }
}
