import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IMAGE_MATCH_FILE_PATH,
  IMAGE_MATCH_LIMITS as LIMITS,
  IMAGE_MATCH_MSG as M,
  IMAGE_MATCH_UPLOAD_PATH,
  imageMatchBatch,
  imageMatchCalls as calls,
} from '@carddogam/contract/calls/image-match';
import { NATIONS } from '@carddogam/contract/constants';
import type { CallRouter } from '../http/call-router';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../errors';
import { staff } from '../policies/roles';
import type { SessionUser } from '../policies/policy';
import { canEditEdition, enforce } from '../policies/permissions';
import type { Services } from '../services/container';
import { batchFiles } from '../services/image-match-files';
import {
  applyBatch,
  dropItem,
  readBatch,
  readItemFile,
  setItemCard,
  uploadBatch,
} from '../services/image-match';

/**
 * Image matching (/admin/card/image_match): staff (일어알바 only for jp). The upload is multipart (many
 * files or one zip) on a path per edition; the waiting pictures are read with GET for the preview.
 */
export async function registerImageMatchRoutes(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  router.handle(calls.batch, staff, async ({ batch_id }, { user }) =>
    readBatch(services.db, user!, batch_id),
  );
  router.handle(calls.setCard, staff, async ({ id, card_id }, { user }) => ({
    row: await setItemCard(services.db, user!, id, card_id),
    message: M.matched,
  }));
  router.handle(calls.drop, staff, async ({ id }, { user }) => {
    await dropItem(services.db, services.env.dataDir, user!, id);
    return { message: M.dropped };
  });
  router.handle(calls.apply, staff, async ({ batch_id, ids }, { user }) => {
    const applied = await applyBatch(services, services.env.dataDir, user!, batch_id, ids);
    return { applied, message: M.applied(applied) };
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LIMITS.zipBytes, files: LIMITS.files + 1, fields: 0 },
    });
    for (const nation of NATIONS) {
      const path = `${IMAGE_MATCH_UPLOAD_PATH}${nation}`;
      router.table.push({ path, policy: staff });
      scope.post(path, { bodyLimit: LIMITS.zipBytes + 1024 * 1024 }, async (req) => {
        const user = passStaff(req);
        if (!req.isMultipart()) throw badRequest(M.noFiles, 'IMAGE_MISSING');
        enforce(canEditEdition(user, nation));
        const files = batchFiles(await readFiles(req));
        const batchId = await uploadBatch(services.db, services.env.dataDir, user, nation, files);
        return imageMatchBatch.parse(await readBatch(services.db, user, batchId));
      });
    }
  });

  // An <img> asks with GET and the session cookie; not a {params} call, so not in the route table.
  app.get(`${IMAGE_MATCH_FILE_PATH}:id`, async (req, reply) => {
    const user = passStaff(req);
    const id = z.coerce
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .safeParse((req.params as { id: string }).id);
    if (!id.success) throw notFound(M.itemMissing, 'NOT_FOUND');
    const bytes = await readItemFile(services.db, services.env.dataDir, user, id.data);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}

function passStaff(req: FastifyRequest): SessionUser {
  const user = req.user ?? null;
  const verdict = staff.check(user);
  if (verdict === 'login') throw unauthorized(staff.loginMessage);
  if (verdict === 'forbidden') throw forbidden(staff.forbiddenMessage);
  return user!;
}

async function readFiles(req: FastifyRequest): Promise<Array<{ name: string; bytes: Buffer }>> {
  const files: Array<{ name: string; bytes: Buffer }> = [];
  try {
    for await (const part of req.files()) {
      if (files.length >= LIMITS.files + 1) break;
      files.push({ name: part.filename || 'file', bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'IMAGE_TOO_LARGE', M.zipTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(M.tooManyFiles, 'IMAGE_BATCH_INVALID');
    throw badRequest(M.noFiles, 'IMAGE_MISSING');
  }
  return files;
}
