import type { FastifyInstance } from 'fastify';
import {
  contactCalls as calls,
  INQUIRY_IMAGE_UPLOAD_PATH,
  inquiryImageUploadResult,
} from '@carddogam/contract/calls/contact';
import { CONTACT_MSG, MSG } from '@carddogam/contract/messages';
import { AppError } from '../errors';
import type { CallRouter } from '../http/call-router';
import { createContactLimits } from '../http/contact-limits';
import { registerImageUploads } from '../http/image-upload';
import { anyone, loggedIn, staff } from '../policies/roles';
import { presentInquiry, presentInquiryAdminRow, presentInquirySummary } from '../presenters/contact';
import * as contact from '../repositories/contact';
import type { Services } from '../services/container';
import { answerInquiry, readInquiry, writeInquiry } from '../services/contact';
import { storeImage } from '../services/images';

const tooMany = () => new AppError(429, 'TOO_MANY_REQUESTS', CONTACT_MSG.tooMany);

/**
 * 1:1 inquiries (decision 032). Anyone may ask, banned members included (a ban is a thing to ask about);
 * guests under a per-IP limit. Who may read one is decided past the policy (policies/contact.ts).
 */
export async function registerContactRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  const limits = createContactLimits(app);

  r.handle(calls.write, anyone, async (p, { services, user, ip, req }) => {
    if (!user && (await limits.guestWritePerIp(req))) throw tooMany();
    const id = await writeInquiry(services, user, ip, p);
    return { id, message: user ? CONTACT_MSG.sent : CONTACT_MSG.guestSent };
  });

  r.handle(calls.list, loggedIn, async ({ page, size }, { services, user }) => {
    const list = await contact.listOwnInquiries(services.db, user!.userId, { page, size });
    return { total: list.total, rows: list.rows.map(presentInquirySummary) };
  });

  r.handle(calls.read, anyone, async ({ id, token }, { services, user }) =>
    presentInquiry(await readInquiry(services, user, id, token)),
  );

  r.handle(calls.adminList, staff, async (filter, { services }) => {
    const list = await contact.listInquiriesForStaff(services.db, filter);
    return { total: list.total, waiting: list.waiting, rows: list.rows.map(presentInquiryAdminRow) };
  });

  r.handle(calls.answer, staff, async ({ id, answer }, { services, user }) => {
    await answerInquiry(services, user!, id, answer);
    return { id, message: CONTACT_MSG.answered };
  });

  await registerImageUploads(r, app, [
    {
      path: INQUIRY_IMAGE_UPLOAD_PATH,
      policy: anyone,
      missingMessage: MSG.imageFileMissing,
      store: async (bytes, req) => {
        if (await limits.imagePerIp(req)) throw tooMany();
        const url = await storeImage(services.env.dataDir, 'inquiry_image', bytes);
        return inquiryImageUploadResult.parse({ url });
      },
    },
  ]);
}
