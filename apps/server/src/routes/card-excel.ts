import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  CARD_EXCEL_APPLY_PATH,
  CARD_EXCEL_MSG as M,
  CARD_EXCEL_PREVIEW_PATH,
  SHEET_MAX_BYTES,
  cardExcelCalls as calls,
} from '@carddogam/contract/calls/card-excel';
import { NATIONS, type Nation } from '@carddogam/contract/constants';
import type { CallRouter } from '../http/call-router';
import { AppError, badRequest, forbidden, unauthorized } from '../errors';
import type { SessionUser } from '../policies/policy';
import { staff } from '../policies/roles';
import type { Services } from '../services/container';
import { applyCardSheet, exportCardSheet, previewCardSheet } from '../services/card-excel';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /admin/card/excel (decision 036). The export is a `{params}` call that answers the .xlsx file; the dry
 * run and the apply are multipart uploads of one file, registered beside the calls (like the image
 * uploads) and added to the route table for the policy-matrix test.
 */
export async function registerCardExcelRoutes(
  router: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  router.handle(calls.export, staff, async (filters, { user, reply }) => {
    const { filename, bytes } = await exportCardSheet(services.db, user!, filters);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });

  const uploads: {
    path: string;
    nation: Nation;
    run: (user: SessionUser, bytes: Buffer) => Promise<unknown>;
  }[] = NATIONS.flatMap((nation) => [
    {
      path: `${CARD_EXCEL_PREVIEW_PATH}${nation}`,
      nation,
      run: (user: SessionUser, bytes: Buffer) => previewCardSheet(services.db, user, nation, bytes),
    },
    {
      path: `${CARD_EXCEL_APPLY_PATH}${nation}`,
      nation,
      run: (user: SessionUser, bytes: Buffer) => applyCardSheet(services, user, nation, bytes),
    },
  ]);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: SHEET_MAX_BYTES, files: 1, fields: 0 } });
    for (const upload of uploads) {
      router.table.push({ path: upload.path, policy: staff });
      scope.post(upload.path, { bodyLimit: SHEET_MAX_BYTES + 64 * 1024 }, async (req) => {
        const verdict = staff.check(req.user ?? null);
        if (verdict === 'login') throw unauthorized(staff.loginMessage);
        if (verdict === 'forbidden') throw forbidden(staff.forbiddenMessage);
        if (!req.isMultipart()) throw badRequest(M.fileMissing, 'SHEET_MISSING');
        return upload.run(req.user!, await readSheetFile(req));
      });
    }
  });
}

async function readSheetFile(req: FastifyRequest): Promise<Buffer> {
  try {
    const file = await req.file();
    if (!file) throw badRequest(M.fileMissing, 'SHEET_MISSING');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'SHEET_TOO_LARGE', M.fileTooLarge);
    throw badRequest(M.notXlsx, 'SHEET_INVALID');
  }
}
